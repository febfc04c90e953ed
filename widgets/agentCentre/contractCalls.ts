import type { ContractKind } from '../../schemas/api/contractRates.ts';
import { useCallForm } from '../forms/useCallForm.ts';

/** The call of each contract type (CONTRACT-05, CALL-22..25). */
export const CONTRACT_CALL = {
  dividend: 'processDividendReq',
  dailySalary: 'processDailySalContract',
  hourlySalary: 'processContractHourSalary',
  realtimeSalary: 'processRealTimeSalaryContract',
} as const satisfies Record<ContractKind, string>;

/** After any contract action the lists and the consolidated info are asked again (UNSPEC-09). */
/** One form state per contract call, so a page or the popup answers any type's contract. */
export function useContractForms() {
  return {
    dividend: useCallForm(CONTRACT_CALL.dividend),
    dailySalary: useCallForm(CONTRACT_CALL.dailySalary),
    hourlySalary: useCallForm(CONTRACT_CALL.hourlySalary),
    realtimeSalary: useCallForm(CONTRACT_CALL.realtimeSalary),
  };
}
