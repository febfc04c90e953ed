import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionSecret, studioApi } from './api.ts';
import { Studio } from './Studio.tsx';
import { TEXTS } from './texts.ts';
import './studio.css';

const root = createRoot(document.getElementById('studio')!);
const secret = sessionSecret();
root.render(
  <StrictMode>
    {secret ? (
      <Studio api={studioApi(secret)} secret={secret} />
    ) : (
      <main className="st-app">
        <h1>{TEXTS.en.title}</h1>
        <p role="alert">
          {TEXTS.en.secretMissing} <span lang="zh-CN">{TEXTS.zh.secretMissing}</span>
        </p>
      </main>
    )}
  </StrictMode>,
);
