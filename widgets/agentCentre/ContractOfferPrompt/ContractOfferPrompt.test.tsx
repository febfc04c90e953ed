import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okReply } from '../../../tests/support/fakePlatform.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform } from '../../../tests/support/accountsPlatform.ts';
import ContractOfferPrompt from './ContractOfferPrompt.tsx';

const member = { id: '3', account: 'agent_down1', type: 2, currencySymbol: 'RM' };
const consolidated = (pendingDailySalary: boolean) =>
  okReply({
    dailysalreqtype: 0,
    divtypereq: 1,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
    info: { pendingDividend: false, pendingDailySalary },
  });
const brand = {
  dialogs: {
    contractOffer: {
      title: 'dialog.contractOffer',
      slots: { main: [{ widget: 'MessagePanel', props: { text: 'Offer inside' } }] },
    },
  },
};

async function setup(pending: boolean, flags: Record<string, boolean>) {
  sessionStorage.clear();
  const platform = await accountsPlatform({ fundsConsolidated: consolidated(pending) });
  const { engine } = await renderWidget(<ContractOfferPrompt dialog="contractOffer" />, {
    member,
    adapter: platform.adapter,
    flags,
    brand,
  });
  return { ...platform, engine };
}

describe('ContractOfferPrompt (CONTRACT-10, ROLE-08, UNSPEC-72, issue 17)', () => {
  it('opens the contract popup when an offer awaits the member, once per session', async () => {
    await setup(true, { AGENTPOLICY3: true });
    expect(await screen.findByRole('dialog', { name: 'A contract is offered to you' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('livery.contractPrompt') ?? '[]')).toEqual(['contractOffer']);
  });

  it('stays closed with nothing pending, and does not even ask without AGENTPOLICY3 (ROLE-08)', async () => {
    const quiet = await setup(false, { AGENTPOLICY3: true });
    // The answer has come and the page has drawn it: nothing is pending, so nothing opens.
    await waitFor(() => expect(quiet.engine.data.read('fundsConsolidated', undefined).status).toBe('success'));
    await act(async () => undefined);
    expect(quiet.names()).toContain('fundsConsolidated');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const off = await setup(true, { AGENTPOLICY3: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(off.names()).not.toContain('fundsConsolidated');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
