import { useEffect, useState } from 'preact/hooks';
import { Link, useLocation } from 'wouter-preact';
import { request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { DeleteTemplateDocument, DuplicateTemplateDocument, TemplatesDocument } from '../generated/graphql';
import { usePolicies } from '../shell/policies';
import { Button } from '../ui/button';
import { useConfirm } from '../ui/confirm';
import { EmptyState, Skeleton } from '../ui/empty-state';
import { Copy, Download, Ellipsis, LayoutTemplate, Plus, Search, Trash2, Upload } from '../ui/icons';
import { MenuButton } from '../ui/menu';
import { FileButton, PageHead } from '../ui/page-head';
import { toast } from '../ui/toast';
import { exportTemplate, importTemplate } from './design-bundles';
import { createFromStarter, NewTemplateDialog, useStarters } from './new-template-dialog';
import { StarterTiles } from './starter-tiles';

/** The templates as large thumbnails, searched by title; create, import, duplicate and delete for the roles that may. */
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
  const [creating, setCreating] = useState(false);
  const policies = usePolicies();
  const mayCreate = !!policies?.has('createTemplate');
  const confirm = useConfirm();
  const starters = useStarters();
  const open = (uuid: string) => navigate(`/templates/${uuid}`);
  const act = (p: Promise<unknown>, done: string) =>
    p.then(
      () => (reload(), toast(done)),
      (e: Error) => toast(e.message, { error: true }),
    );
  const templates = data?.templates.edges.map((e) => e.node);
  return (
    <main class="page">
      <PageHead title="Templates">
        <label class="search-field">
          <Search size={14} aria-hidden="true" />
          <span class="visually-hidden">Search by title</span>
          <input
            class="input"
            type="search"
            placeholder="Search by title"
            value={search}
            onInput={(e) => setSearch(e.currentTarget.value)}
          />
        </label>
        {mayCreate && (
          <>
            <FileButton
              label="Import a design…"
              icon={<Upload size={14} />}
              accept=".zip,application/zip"
              onFiles={(files) => importTemplate(files[0]).then(open, (e: Error) => toast(e.message, { error: true }))}
            />
            <Button variant="primary" icon={<Plus size={16} />} onClick={() => setCreating(true)}>
              New template
            </Button>
          </>
        )}
      </PageHead>
      {policies && !mayCreate && (
        <p class="notice" role="note">
          Your role can open templates and render snaps from them, not create, change or delete them.
        </p>
      )}
      {error && (
        <p role="alert" class="field-error">
          {error}
        </p>
      )}
      {!templates && !error && <Skeleton />}
      {templates && templates.length > 0 && (
        <ul class="cards">
          {templates.map((t) => (
            <li key={t.uuid} class="card">
              <Link href={`/templates/${t.uuid}`} class="thumb" tabIndex={-1}>
                {t.previewUrl ? (
                  <img src={t.previewUrl} alt={`Thumbnail of ${t.title}`} />
                ) : (
                  <LayoutTemplate size={32} />
                )}
              </Link>
              <Link href={`/templates/${t.uuid}`} class="title">
                {t.title}
              </Link>
              <span class="meta">
                {t.width} × {t.height}
                {t.hasUnpublishedChanges && ' · unpublished changes'}
              </span>
              <div class="card-actions">
                <MenuButton
                  label={`Actions for ${t.title}`}
                  icon={<Ellipsis size={16} />}
                  items={[
                    {
                      label: 'Export',
                      icon: <Download size={14} />,
                      onSelect: () => exportTemplate(t.uuid).catch((e: Error) => toast(e.message, { error: true })),
                    },
                    ...(mayCreate
                      ? [
                          {
                            label: 'Duplicate',
                            icon: <Copy size={14} />,
                            onSelect: () =>
                              act(request(DuplicateTemplateDocument, { id: t.id }), 'Template duplicated'),
                          },
                        ]
                      : []),
                    ...(policies?.has('deleteTemplate')
                      ? [
                          {
                            label: 'Delete',
                            icon: <Trash2 size={14} />,
                            danger: true,
                            separated: true,
                            onSelect: async () =>
                              (await confirm.ask({
                                title: 'Delete template?',
                                body: `"${t.title}" and its drafts are deleted. Snaps already made stay.`,
                                confirm: 'Delete',
                              })) && act(request(DeleteTemplateDocument, { id: t.id }), 'Template deleted'),
                          },
                        ]
                      : []),
                  ]}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {templates?.length === 0 &&
        (query ? (
          <EmptyState icon={<Search size={28} />} title={`No templates with "${query}" in the title.`}>
            Try another word, or clear the search.
          </EmptyState>
        ) : mayCreate ? (
          <EmptyState
            icon={<LayoutTemplate size={28} />}
            title="Make your first template"
            actions={
              <Button icon={<Plus size={16} />} onClick={() => setCreating(true)}>
                Blank canvas or another size
              </Button>
            }
          >
            Start from one of these designs: a press opens it in the editor, ready to change.
          </EmptyState>
        ) : (
          <EmptyState icon={<LayoutTemplate size={28} />} title="Nothing here yet">
            Templates your team makes appear here.
          </EmptyState>
        ))}
      {templates?.length === 0 && !query && mayCreate && (
        <StarterTiles
          starters={starters}
          pick={(s) => createFromStarter(s).then(open, (e: Error) => toast(e.message, { error: true }))}
        />
      )}
      {creating && <NewTemplateDialog onClose={() => setCreating(false)} onCreated={open} />}
      {confirm.dialog}
    </main>
  );
}
