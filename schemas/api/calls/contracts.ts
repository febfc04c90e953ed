import { defineCall, relay } from '../define.ts';
import { messageResultSchema } from '../entities.ts';

/** CALL-21: consolidated funds / contract flags (CONTRACT-03, AG-09..12). */
export const fundsConsolidated = defineCall({
  id: 'CALL-21', name: 'fundsConsolidated', method: 'GET', path: '/wps/member/info/funds/consolidated',
  token: true, encrypted: false, moduleId: 'member',
  response: {
    type: 'object',
    properties: {
      dailysalreqtype: { type: 'integer', minimum: 0 },
      divtypereq: { type: 'integer', minimum: 0 },
      contracthoursalreq: { type: 'integer', minimum: 0 },
      realtimesalreqtype: { type: 'integer', minimum: 0 },
      info: { type: 'object', additionalProperties: { type: 'boolean' }, description: 'Info flags, e.g. pending requests (UNSPEC-72).' },
    },
    examples: [{ dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0, info: { pendingDividend: false, pendingDailySalary: true } }],
  },
});

/** Contract action payload shared by the four contract calls (UNSPEC-09). */
const contractBody = {
  type: 'object', additionalProperties: false, required: ['action'],
  properties: {
    requestId: { type: 'string', minLength: 1, maxLength: 64 },
    contractId: { type: 'string', minLength: 1, maxLength: 64 },
    action: { type: 'string', enum: ['new', 'accept', 'reject', 'terminate'] },
    downline: { type: 'string', minLength: 1, maxLength: 64, description: 'Downline account.' },
    rate: { type: 'string', pattern: '^\\d{1,3}(\\.\\d{1,2})?$', description: 'Percentage as decimal string.' },
    period: { type: 'string', enum: ['D', 'W', 'H', 'M'], description: 'ENT-17.' },
  },
  examples: [{ action: 'new', downline: 'agent_down1', rate: '1.50', period: 'D' }],
} as const;

const contractCall = <const I extends `CALL-${string}`, const N extends string, const R extends string>(id: I, name: N, relayName: R) =>
  defineCall({
    id, name, method: 'POST', path: relay(relayName), token: true, encrypted: false, moduleId: 'contract',
    body: contractBody, response: messageResultSchema,
  });

/** CALL-22..25 (CONTRACT-05). */
export const processDividendReq = contractCall('CALL-22', 'processDividendReq', 'processDividendReq');
export const processDailySalContract = contractCall('CALL-23', 'processDailySalContract', 'processDailySalContract');
export const processContractHourSalary = contractCall('CALL-24', 'processContractHourSalary', 'processContractHourSalary');
export const processRealTimeSalaryContract = contractCall('CALL-25', 'processRealTimeSalaryContract', 'processRealTimeSalaryContract');
