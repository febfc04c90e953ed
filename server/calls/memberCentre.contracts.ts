import type { CallContext, CallHandlers } from '../context.ts';
import { consolidatedContracts, processContract, type ContractAction, type ContractKind } from '../content/contracts.ts';
import { requireRealMember } from '../services/roles.ts';

type ContractCall = 'processDividendReq' | 'processDailySalContract' | 'processContractHourSalary' | 'processRealTimeSalaryContract';

/** One contract call: the same actions (UNSPEC-09) on its own contract type; the four calls share one shape. */
const contractCall = (kind: ContractKind) => (input: ContractAction, ctx: CallContext): { message: string } => ({
  message: processContract(ctx.db, ctx.brand.id, requireRealMember(ctx), kind, input, ctx.now()),
});

/** Consolidated contract data and the four contract calls (CALL-21..25, CONTRACT-*). */
export const contractHandlers: CallHandlers<'fundsConsolidated' | ContractCall> = {
  fundsConsolidated: (_input, ctx) => consolidatedContracts(ctx.db, ctx.brand.id, ctx.requireMember()),
  processDividendReq: contractCall('dividend'),
  processDailySalContract: contractCall('dailySalary'),
  processContractHourSalary: contractCall('hourlySalary'),
  processRealTimeSalaryContract: contractCall('realtimeSalary'),
};
