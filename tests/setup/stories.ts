import { configure } from 'storybook/test';
import { STATE_WAIT_MS } from '../support/waits.ts';

// The stories' play functions wait for states with Storybook's Testing Library; like the component
// tests (tests/setup/jsdom.ts), a wait that names no deadline gets the suite's generous one rather
// than Testing Library's 1 s, which a busy runner exceeds (issue 25, item 8).
configure({ asyncUtilTimeout: STATE_WAIT_MS });
