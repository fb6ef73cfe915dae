import { useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import {
  RestoreTemplateVersionDocument,
  TemplateVersionDiffDocument,
  TemplateVersionsDocument,
  type RestoreTemplateVersionMutation,
} from '../generated/graphql';
import { ErrorLine } from '../shell/field-error';
import { Button } from '../ui/button';
import { useConfirm } from '../ui/confirm';
import { Dialog } from '../ui/dialog';
import { toast } from '../ui/toast';

type Restored = RestoreTemplateVersionMutation['restoreTemplateVersion'];

/** What changed from the version before, in the API's sentences, fetched when asked for. */
function Changes({ uuid, version }: { uuid: string; version: number }) {
  const [changes, setChanges] = useState<string[]>();
  if (version === 1) return <p class="muted">The first version.</p>;
  if (!changes)
    return (
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Changes in version ${version}`}
        onClick={() =>
          request(TemplateVersionDiffDocument, { uuid, from: version - 1, to: version }).then(
            (r) => setChanges(r.templateVersionDiff.changes),
            (e: Error) => toast(e.message, { error: true }),
          )
        }
      >
        Changes
      </Button>
    );
  return (
    <ul aria-label={`Changes in version ${version}`}>
      {changes.length ? changes.map((c) => <li key={c}>{c}</li>) : <li>No change to the design.</li>}
    </ul>
  );
}

/**
 * The template's published versions, newest first (docs/api.md "Versions"): who published each and
 * when, its changes from the one before, and Restore, which publishes it again as the next version.
 */
export function VersionsDialog({
  uuid,
  readOnly,
  onRestored,
  onClose,
}: {
  uuid: string;
  readOnly: boolean;
  onRestored(t: Restored): void;
  onClose(): void;
}) {
  const { data, error } = useQuery(TemplateVersionsDocument, { uuid });
  const confirm = useConfirm();
  const restore = async (version: number) => {
    const yes = await confirm.ask({
      title: `Restore version ${version}?`,
      body: `Its design is published again as the next version, and the editor shows it.`,
      confirm: 'Restore',
    });
    if (!yes) return;
    request(RestoreTemplateVersionDocument, { uuid, version }).then(
      (r) => (onRestored(r.restoreTemplateVersion), toast(`Version ${version} restored`)),
      (e: Error) => toast(e.message, { error: true }),
    );
  };
  return (
    <Dialog title="Versions" onClose={onClose} wide>
      <ErrorLine message={error} />
      {data?.templateVersions.length === 0 && <p>Not published yet: each publish is a version.</p>}
      <ol class="versions" aria-label="Published versions">
        {data?.templateVersions.map((v) => (
          <li key={v.version}>
            <strong>Version {v.version}</strong> by {v.author},{' '}
            <time dateTime={String(v.createdAt)}>{new Date(v.createdAt as string).toLocaleString()}</time>
            <Changes uuid={uuid} version={v.version} />
            {!readOnly && (
              <Button size="sm" aria-label={`Restore version ${v.version}`} onClick={() => restore(v.version)}>
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
      {confirm.dialog}
    </Dialog>
  );
}
