import type { ComponentChildren } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { Link, useLocation } from 'wouter-preact';
import { authPost } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { MeDocument } from '../generated/graphql';
import { Button } from '../ui/button';
import {
  CreditCard,
  FormInput,
  Images,
  Image,
  KeyRound,
  Layers,
  LayoutTemplate,
  LogOut,
  Monitor,
  Moon,
  Sun,
  Users,
  Webhook,
  Zap,
} from '../ui/icons';
import { Segmented } from '../ui/segmented';
import { useTheme, type ThemeChoice } from '../ui/theme';
import { onCreditsChanged } from './credits';
import { PoliciesContext } from './policies';

const NAV = [
  ['/', 'Templates', LayoutTemplate],
  ['/batches', 'Batches', Layers],
  ['/snaps', 'Snaps', Images],
  ['/media', 'Media', Image],
  ['/usage', 'Usage', CreditCard],
  ['/webhooks', 'Webhooks', Webhook],
  ['/forms', 'Forms', FormInput],
  ['/api-keys', 'API keys', KeyRound],
  ['/team', 'Team', Users],
] as const;

const THEMES = [
  { value: 'system' as ThemeChoice, label: 'System theme', icon: <Monitor size={14} /> },
  { value: 'light' as ThemeChoice, label: 'Light theme', icon: <Sun size={14} /> },
  { value: 'dark' as ThemeChoice, label: 'Dark theme', icon: <Moon size={14} /> },
];

/**
 * Navigation, the signed-in person and the theme switch beside every page (the editor takes the
 * whole window and has its own bar), and what the person's role may do, for the pages.
 */
export function Shell({ children }: { children: ComponentChildren }) {
  const [location, navigate] = useLocation();
  // Read again on every page change (renders elsewhere spend credits) and when a batch finishes.
  const { data, reload } = useQuery(MeDocument, undefined, location);
  useEffect(() => onCreditsChanged(reload), [reload]);
  const granted = data?.me.policies;
  const policies = useMemo(() => granted && new Set(granted), [granted]);
  const [theme, setTheme] = useTheme();
  const active = (href: string) =>
    href === '/' ? location === '/' || location.startsWith('/templates') : location.startsWith(href);
  const signOut = async () => {
    await authPost('sign-out');
    navigate('/sign-in');
  };
  const provided = <PoliciesContext.Provider value={policies}>{children}</PoliciesContext.Provider>;
  if (location.startsWith('/templates/')) return provided;
  return (
    <div class="shell">
      <aside class="sidebar">
        <div class="brand">
          <span class="brand-mark" aria-hidden="true">
            <Zap size={16} />
          </span>
          Snapforge Studio
        </div>
        <nav aria-label="Studio">
          {NAV.map(([href, label, Icon]) => (
            <Link
              key={href}
              href={href}
              class={active(href) ? 'active' : ''}
              aria-current={active(href) ? 'page' : undefined}
            >
              <Icon size={16} aria-hidden="true" />
              {label}
            </Link>
          ))}
        </nav>
        <div class="account">
          {data && (
            <span class="who">
              {data.me.email} · {data.me.role} · {data.me.unlimited ? 'unlimited' : `${data.me.credits} credits`}
            </span>
          )}
          <Segmented label="Theme" value={theme} options={THEMES} onChange={setTheme} full />
          <Button variant="ghost" size="sm" icon={<LogOut size={14} />} onClick={signOut}>
            Sign out
          </Button>
        </div>
      </aside>
      {provided}
    </div>
  );
}
