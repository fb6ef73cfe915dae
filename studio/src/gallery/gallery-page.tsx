import { useEffect, useState } from 'preact/hooks';
import { Link, useLocation } from 'wouter-preact';
import { request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { DeleteTemplateDocument, DuplicateTemplateDocument, TemplatesDocument } from '../generated/graphql';
import { usePolicies } from '../shell/policies';
import { CreateTemplateForm } from './create-template-form';
import { exportTemplate, ImportTemplateButton } from './design-bundles';

/** The templates: thumbnails, search by title; create, duplicate and delete for the roles that may. */
export function GalleryPage() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  // One request when typing pauses, not one per key.
  useEffect(() => {
    const t = setTimeout(() => setQuery(search), 200);
    return () => clearTimeout(t);
  }, [search]);
  const { data, error, reload } = useQuery(TemplatesDocument, { search: query || null });
  const [, navigate] = useLocation();
  const [actionError, setActionError] = useState<string>();
  const policies = usePolicies();
  const act = (p: Promise<unknown>) => p.then(reload, (e: Error) => setActionError(e.message));
  return (
    <main class="page">
      <h1>Templates</h1>
      {policies &&
        (policies.has('createTemplate') ? (
          <>
            <CreateTemplateForm onCreated={(uuid) => navigate(`/templates/${uuid}`)} />
            <ImportTemplateButton onImported={(uuid) => navigate(`/templates/${uuid}`)} onError={setActionError} />
          </>
        ) : (
          <p class="hint" role="note">
            Your role can open templates and render snaps from them, not create, change or delete them.
          </p>
        ))}
      <label class="search">
        Search by title <input type="search" value={search} onInput={(e) => setSearch(e.currentTarget.value)} />
      </label>
      {(error || actionError) && (
        <p role="alert" class="field-error">
          {error ?? actionError}
        </p>
      )}
      <ul class="cards">
        {data?.templates.edges.map(({ node: t }) => (
          <li key={t.uuid} class="card">
            <Link href={`/templates/${t.uuid}`} class="thumb">
              {t.previewUrl ? (
                <img src={t.previewUrl} alt={`Thumbnail of ${t.title}`} />
              ) : (
                <span class="no-thumb">No thumbnail yet</span>
              )}
            </Link>
            <Link href={`/templates/${t.uuid}`}>{t.title}</Link>
            <small>
              {t.width} × {t.height}
              {t.hasUnpublishedChanges && ' · unpublished changes'}
            </small>
            <div class="actions">
              <button
                type="button"
                onClick={() => exportTemplate(t.uuid).catch((e: Error) => setActionError(e.message))}
                aria-label={`Export ${t.title}`}
              >
                Export
              </button>
              {policies?.has('createTemplate') && (
                <button
                  type="button"
                  onClick={() => act(request(DuplicateTemplateDocument, { id: t.id }))}
                  aria-label={`Duplicate ${t.title}`}
                >
                  Duplicate
                </button>
              )}
              {policies?.has('deleteTemplate') && (
                <button
                  type="button"
                  onClick={() => confirm(`Delete "${t.title}"?`) && act(request(DeleteTemplateDocument, { id: t.id }))}
                  aria-label={`Delete ${t.title}`}
                >
                  Delete
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {data && data.templates.edges.length === 0 && (
        <p>
          No templates
          {query
            ? ` with "${query}" in the title`
            : policies?.has('createTemplate')
              ? ' yet: create one above'
              : ' yet'}
          .
        </p>
      )}
    </main>
  );
}
