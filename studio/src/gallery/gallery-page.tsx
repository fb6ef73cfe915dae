import { useEffect, useState } from 'preact/hooks';
import { Link, useLocation } from 'wouter-preact';
import { request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import {
  DeleteTemplateDocument,
  DuplicateTemplateDocument,
  TemplatesDocument,
  type TemplatesQuery,
} from '../generated/graphql';
import { ErrorLine } from '../shell/field-error';
import { usePolicies } from '../shell/policies';
import { Button } from '../ui/button';
import { useConfirm, type Confirm } from '../ui/confirm';
import { EmptyState, Skeleton } from '../ui/empty-state';
import { Copy, Download, Ellipsis, LayoutTemplate, Plus, Search, Trash2, Upload } from '../ui/icons';
import { MenuButton, type MenuItem } from '../ui/menu';
import { FileButton, PageHead } from '../ui/page-head';
import { toast } from '../ui/toast';
import { exportTemplate, importTemplate } from './design-bundles';
import { importDesign, ImportReportDialog } from './import-design-dialog';
import { createFromStarter, NewTemplateDialog, useStarters } from './new-template-dialog';
import { StarterTiles } from './starter-tiles';

type Template = TemplatesQuery['templates']['edges'][number]['node'];

/** `value` once it has not changed for `ms`: one request when typing pauses, not one per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value]);
  return settled;
}

/** A template's card: its thumbnail and title open it; its menu exports, duplicates and deletes (for the roles that may). */
function TemplateCard({
  t,
  act,
  ask,
}: {
  t: Template;
  act(p: Promise<unknown>, done: string): void;
  ask: Confirm['ask'];
}) {
  const policies = usePolicies();
  const items: MenuItem[] = [
    {
      label: 'Export',
      icon: <Download size={14} />,
      onSelect: () => exportTemplate(t.uuid).catch((e: Error) => toast(e.message, { error: true })),
    },
  ];
  if (policies?.has('createTemplate'))
    items.push({
      label: 'Duplicate',
      icon: <Copy size={14} />,
      onSelect: () => act(request(DuplicateTemplateDocument, { id: t.id }), 'Template duplicated'),
    });
  if (policies?.has('deleteTemplate'))
    items.push({
      label: 'Delete',
      icon: <Trash2 size={14} />,
      danger: true,
      separated: true,
      onSelect: async () =>
        (await ask({
          title: 'Delete template?',
          body: `"${t.title}" and its drafts are deleted. Snaps already made stay.`,
          confirm: 'Delete',
        })) && act(request(DeleteTemplateDocument, { id: t.id }), 'Template deleted'),
    });
  return (
    <li class="card">
      <Link href={`/templates/${t.uuid}`} class="thumb" tabIndex={-1}>
        {t.previewUrl ? <img src={t.previewUrl} alt={`Thumbnail of ${t.title}`} /> : <LayoutTemplate size={32} />}
      </Link>
      <Link href={`/templates/${t.uuid}`} class="title">
        {t.title}
      </Link>
      <span class="meta">
        {t.width} × {t.height}
        {t.hasUnpublishedChanges && ' · unpublished changes'}
      </span>
      <div class="card-actions">
        <MenuButton label={`Actions for ${t.title}`} icon={<Ellipsis size={16} />} items={items} />
      </div>
    </li>
  );
}

/** No templates: none with the searched word, or none yet (the starter designs, one press each, for the roles that may create). */
function NoTemplates({
  query,
  mayCreate,
  starters,
  create,
  open,
}: {
  query: string;
  mayCreate: boolean;
  starters: ReturnType<typeof useStarters>;
  create(): void;
  open(uuid: string): void;
}) {
  if (query)
    return (
      <EmptyState icon={<Search size={28} />} title={`No templates with "${query}" in the title.`}>
        Try another word, or clear the search.
      </EmptyState>
    );
  if (!mayCreate)
    return (
      <EmptyState icon={<LayoutTemplate size={28} />} title="Nothing here yet">
        Templates your team makes appear here.
      </EmptyState>
    );
  return (
    <>
      <EmptyState
        icon={<LayoutTemplate size={28} />}
        title="Make your first template"
        actions={
          <Button icon={<Plus size={16} />} onClick={create}>
            Blank canvas or another size
          </Button>
        }
      >
        Start from one of these designs: a press opens it in the editor, ready to change.
      </EmptyState>
      <StarterTiles
        starters={starters}
        pick={(s) => createFromStarter(s).then(open, (e: Error) => toast(e.message, { error: true }))}
      />
    </>
  );
}

/** The page's search field. */
function SearchField({ value, set }: { value: string; set(v: string): void }) {
  return (
    <label class="search-field">
      <Search size={14} aria-hidden="true" />
      <span class="visually-hidden">Search by title</span>
      <input
        class="input"
        type="search"
        placeholder="Search by title"
        value={value}
        onInput={(e) => set(e.currentTarget.value)}
      />
    </label>
  );
}

/** The templates as large thumbnails, searched by title; create, import, duplicate and delete for the roles that may. */
export function GalleryPage() {
  const [search, setSearch] = useState('');
  const query = useSettled(search, 200);
  const { data, error, reload } = useQuery(TemplatesDocument, { search: query || null });
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [imported, setImported] = useState<Awaited<ReturnType<typeof importDesign>> | null>(null);
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
        <SearchField value={search} set={setSearch} />
        {mayCreate && (
          <>
            <FileButton
              label="Import a design…"
              icon={<Upload size={14} />}
              accept=".zip,application/zip"
              onFiles={(files) => importTemplate(files[0]).then(open, (e: Error) => toast(e.message, { error: true }))}
            />
            <FileButton
              label="Import SVG or PSD…"
              icon={<Upload size={14} />}
              accept=".svg,.psd,image/svg+xml,image/vnd.adobe.photoshop"
              onFiles={(files) =>
                importDesign(files[0]).then(
                  (r) => (reload(), setImported(r)),
                  (e: Error) => toast(e.message, { error: true }),
                )
              }
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
      <ErrorLine message={error} />
      {!templates && !error && <Skeleton />}
      {templates && templates.length > 0 && (
        <ul class="cards">
          {templates.map((t) => (
            <TemplateCard key={t.uuid} t={t} act={act} ask={confirm.ask} />
          ))}
        </ul>
      )}
      {templates?.length === 0 && (
        <NoTemplates
          query={query}
          mayCreate={mayCreate}
          starters={starters}
          create={() => setCreating(true)}
          open={open}
        />
      )}
      {imported && <ImportReportDialog result={imported} onOpen={open} onClose={() => setImported(null)} />}
      {creating && <NewTemplateDialog onClose={() => setCreating(false)} onCreated={open} />}
      {confirm.dialog}
    </main>
  );
}
