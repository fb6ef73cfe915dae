import { useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { SetAccountUnlimitedDocument, UsageDocument } from '../generated/graphql';
import { creditsChanged } from '../shell/credits';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/empty-state';
import { PageHead } from '../ui/page-head';
import { ErrorLine } from '../shell/field-error';

const day = (iso: string) => iso.slice(0, 10);

/** Credits used per day over the billing period as a bar chart, with purchased and available. */
export function UsagePage() {
  const { data, error, reload } = useQuery(UsageDocument);
  const [switchError, setSwitchError] = useState<string>();
  const u = data?.usage;
  const unlimited = data?.me.unlimited;
  // Owners of a self-hosted server that allows it (OWNERS_MAY_SET_UNLIMITED) switch here; others ask the operator.
  const setUnlimited = (value: boolean) =>
    request(SetAccountUnlimitedDocument, { unlimited: value }).then(
      () => (setSwitchError(undefined), reload(), creditsChanged()),
      (e: Error) => setSwitchError(e.message),
    );
  const most = Math.max(1, ...(u?.days.map((d) => d.credits) ?? []));
  return (
    <main class="page">
      <PageHead title="Usage" />
      {!u && !error && <Skeleton count={3} kind="rows" />}
      <ErrorLine message={error} />
      {u && (
        <>
          <p class="muted">
            Billing period {day(u.periodStartDate)} to {day(u.periodEndDate)}
          </p>
          <dl class="figures">
            <div>
              <dt>Used this period</dt>
              <dd>{u.periodUsedRequests}</dd>
            </div>
            <div>
              <dt>Purchased this period</dt>
              <dd>{u.periodPurchasedRequests}</dd>
            </div>
            <div>
              <dt>Available</dt>
              <dd>{unlimited ? 'Unlimited' : u.periodAvailableRequests}</dd>
            </div>
          </dl>
          {data.me.maySetUnlimited && (
            <p class="row">
              <Button onClick={() => setUnlimited(!unlimited)}>
                {unlimited ? 'Count credits again' : 'Make this account unlimited'}
              </Button>
              <span class="hint">Unlimited: renders are never refused for credits; usage still counts them.</span>
            </p>
          )}
          <ErrorLine message={switchError} />
          <figure>
            <div
              class="chart"
              role="img"
              aria-label={`Credits used per day: ${u.days.map((d) => `${day(d.date)} ${d.credits}`).join(', ')}`}
            >
              {u.days.map((d) => (
                <div key={d.date} class="bar" title={`${day(d.date)}: ${d.credits} credits`}>
                  <div class="bar-area">
                    <div class="bar-fill" style={{ height: `${(100 * d.credits) / most}%` }}>
                      {d.credits > 0 && <small class="bar-value">{d.credits}</small>}
                    </div>
                  </div>
                  <small>{day(d.date).slice(8)}</small>
                </div>
              ))}
            </div>
            <figcaption>Credits used per day (UTC)</figcaption>
          </figure>
        </>
      )}
    </main>
  );
}
