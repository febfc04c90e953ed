import type { CallContext, CallHandlers } from '../context.ts';
import {
  consolidatedContracts,
  listContracts,
  processContract,
  type ContractAction,
  type ContractKind,
} from '../team/contracts.ts';
import { contractPayments } from '../money/contractSettlement.ts';
import { requireRealMember } from '../services/roles.ts';
import { renderText } from '../texts/index.ts';

type ContractCall =
  'processDividendReq' | 'processDailySalContract' | 'processContractHourSalary' | 'processRealTimeSalaryContract';

/** One contract call: the same actions (UNSPEC-09) on its own contract type; the four calls share one shape. */
const contractCall =
  (kind: ContractKind) =>
  (input: ContractAction, ctx: CallContext): { message: string } => ({
    message: renderText(
      ctx.language,
      processContract(ctx.db, ctx.brand.id, requireRealMember(ctx), kind, input, ctx.now()),
    ),
  });

/** Consolidated contract data, the four contract calls, the member's contracts and their payments (CALL-21..25, CALL-140, CALL-141, CONTRACT-*). */
export const contractHandlers: CallHandlers<'fundsConsolidated' | ContractCall | 'contractList' | 'contractPayments'> =
  {
    contractList: (input, ctx) => listContracts(ctx.db, ctx.brand.id, requireRealMember(ctx), input),
    contractPayments: (input, ctx) => contractPayments(ctx.db, ctx.brand, requireRealMember(ctx).id, input, ctx.now()),
    fundsConsolidated: (_input, ctx) => consolidatedContracts(ctx.db, ctx.brand.id, ctx.requireMember()),
    processDividendReq: contractCall('dividend'),
    processDailySalContract: contractCall('dailySalary'),
    processContractHourSalary: contractCall('hourlySalary'),
    processRealTimeSalaryContract: contractCall('realtimeSalary'),
  };
