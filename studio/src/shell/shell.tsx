import type { ComponentChildren } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { Link, useLocation } from 'wouter-preact';
import { authPost } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { MeDocument } from '../generated/graphql';
import { onCreditsChanged } from './credits';
import { PoliciesContext } from './policies';

const NAV = [
  ['/', 'Templates'],
  ['/batches', 'Batches'],
  ['/snaps', 'Snaps'],
  ['/media', 'Media'],
  ['/usage', 'Usage'],
  ['/webhooks', 'Webhooks'],
  ['/forms', 'Forms'],
  ['/api-keys', 'API keys'],
  ['/team', 'Team'],
] as const;

/** Navigation and the signed-in person (and what their role may do, for the pages); every page but sign-in sits inside it. */
export function Shell({ children }: { children: ComponentChildren }) {
  const [location, navigate] = useLocation();
  // Read again on every page change (renders elsewhere spend credits) and when a batch finishes.
  const { data, reload } = useQuery(MeDocument, undefined, location);
  useEffect(() => onCreditsChanged(reload), [reload]);
  const granted = data?.me.policies;
  const policies = useMemo(() => granted && new Set(granted), [granted]);
  const active = (href: string) =>
    href === '/' ? location === '/' || location.startsWith('/templates') : location.startsWith(href);
  const signOut = async () => {
    await authPost('sign-out');
    navigate('/sign-in');
  };
  return (
    <div class="shell">
      <header class="topbar">
        <strong class="brand">Snapforge Studio</strong>
        <nav aria-label="Studio">
          {NAV.map(([href, label]) => (
            <Link
              key={href}
              href={href}
              class={active(href) ? 'active' : ''}
              aria-current={active(href) ? 'page' : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
        {data && (
          <span class="who">
            {data.me.email} · {data.me.role} · {data.me.unlimited ? 'unlimited' : `${data.me.credits} credits`}
          </span>
        )}
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <PoliciesContext.Provider value={policies}>{children}</PoliciesContext.Provider>
    </div>
  );
}
