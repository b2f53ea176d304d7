/**
 * The baseline of issue 7's budgets and benchmark: what create-vite's React template becomes with a
 * react-router 7 data router (the same React and router versions as the portal) — one page with a
 * heading, a paragraph, a counter and a link to a second route. Nothing else: no CSS framework, no data.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';

function Layout() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: 16 }}>
      <Outlet />
    </main>
  );
}

function Home() {
  const [count, setCount] = useState(0);
  return (
    <>
      <h1>Vite + React</h1>
      <p>Edit src/main.tsx and save to test HMR.</p>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        count is {count}
      </button>
      <p>
        <Link to="/about">About</Link>
      </p>
    </>
  );
}

function About() {
  return (
    <>
      <h1>About</h1>
      <Link to="/">Home</Link>
    </>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'about', element: <About /> },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
