import type { ComponentChildren } from 'preact';
import { PageHead } from '../ui/page-head';
import { usePolicies } from './policies';

/** A page for the account's owners and admins: anyone else is told why; nothing shows until the role is known. */
export function ManagersPage({ title, why, children }: { title: string; why: string; children: ComponentChildren }) {
  const policies = usePolicies();
  if (!policies) return null;
  return (
    <main class="page">
      <PageHead title={title} />
      {policies.has('manageAccount') ? children : <p class="notice">{why}</p>}
    </main>
  );
}
