// The floor (issue 30): the site's stack — React, React Router, i18next, axios — with no engine, no
// widget registry and no brand document. `npm run lighthouse` measures it beside the site.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HOME_CALLS, Home, LOBBY_CALLS, Lobby } from './pages.tsx';
import './floor.css';

// The page's calls start now, before React draws, as the site's first calls do.
for (const start of Object.values(location.pathname === '/rng' ? LOBBY_CALLS : HOME_CALLS)) start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/rng" element={<Lobby />} />
        <Route path="*" element={<Home />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
