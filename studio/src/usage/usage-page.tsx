import { useQuery } from '../api/use-query';
import { UsageDocument } from '../generated/graphql';

const day = (iso: string) => iso.slice(0, 10);

/** Credits used per day over the billing period as a bar chart, with purchased and available. */
export function UsagePage() {
  const { data, error } = useQuery(UsageDocument);
  const u = data?.usage;
  const most = Math.max(1, ...(u?.days.map((d) => d.credits) ?? []));
  return (
    <main class="page">
      <h1>Usage</h1>
      {error && <p role="alert" class="field-error">{error}</p>}
      {u && (
        <>
          <p>
            Billing period {day(u.periodStartDate)} to {day(u.periodEndDate)}
          </p>
          <dl class="figures">
            <div><dt>Used this period</dt><dd>{u.periodUsedRequests}</dd></div>
            <div><dt>Purchased this period</dt><dd>{u.periodPurchasedRequests}</dd></div>
            <div><dt>Available</dt><dd>{u.periodAvailableRequests}</dd></div>
          </dl>
          <figure>
            <div class="chart" role="img" aria-label={`Credits used per day: ${u.days.map((d) => `${day(d.date)} ${d.credits}`).join(', ')}`}>
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
