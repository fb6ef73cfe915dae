import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { Button, IconButton } from '../ui/button';
import { ArrowLeft, History, Keyboard, Maximize, Play, Redo2, Send, Undo2, ZoomIn, ZoomOut } from '../ui/icons';
import type { SaveState } from './autosave';
import { MAX_ZOOM, MIN_ZOOM, stepZoom } from './zoom';
import { useEditorHost } from './editor-host';

interface Props {
  title: string;
  rename(title: string): void;
  save: SaveState;
  unpublished: boolean;
  readOnly: boolean;
  undo(): void;
  redo(): void;
  zoom: { scale: number; zoomTo(z: number | 'fit'): void };
  preview(): void;
  shortcuts(): void;
  /** Absent where the host offers no Versions (the embed). */
  versions?(): void;
  /** Absent where the host may not publish (an embed token without PUBLISH). */
  publish?(): void;
  publishing: boolean;
  /** Controls of other features, before the shortcuts (print-view.tsx). */
  extra?: ComponentChildren;
}

/** The template's name, edited in place: a click turns it into a field; Enter or leaving it keeps it, Escape does not. */
function NameInPlace({ title, rename, readOnly }: { title: string; rename(t: string): void; readOnly: boolean }) {
  const [editing, setEditing] = useState(false);
  const done = (to?: string) => (setEditing(false), to?.trim() && to !== title && rename(to.trim()));
  return (
    <h1 class="doc-title">
      {editing ? (
        <input
          class="input"
          aria-label="Template name"
          defaultValue={title}
          ref={(el) => void (el && requestAnimationFrame(() => el.select()))}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter') done(e.currentTarget.value);
            if (e.key === 'Escape') done();
          }}
          onBlur={(e) => done(e.currentTarget.value)}
        />
      ) : (
        <button type="button" class="doc-name" data-tip="Rename" disabled={readOnly} onClick={() => setEditing(true)}>
          {title}
        </button>
      )}
    </h1>
  );
}

/** `studio`: a Studio session may be renewed in another tab; an embed's expired token may not. */
function saveText(save: SaveState, studio: boolean) {
  if (save.kind === 'saving') return 'Saving…';
  if (save.kind === 'saved') return 'Draft saved';
  const again =
    studio && save.error.code === 'UNAUTHENTICATED' ? ' Sign in again in another tab; the draft stays here.' : '';
  return `Not saved: ${save.error.message}${again} Retrying…`;
}

/** The editor's bar: back to the gallery, the name, save state, undo and redo, zoom, preview, shortcuts, versions, publish. */
export function TopBar(p: Props) {
  const z = p.zoom;
  const { studio } = useEditorHost();
  return (
    <header class="editor-bar">
      {studio && (
        <Link href="/" class="btn btn-ghost btn-icon" aria-label="Templates" data-tip="Templates">
          <ArrowLeft size={18} aria-hidden="true" />
        </Link>
      )}
      <NameInPlace title={p.title} rename={p.rename} readOnly={p.readOnly} />
      {!p.readOnly && (
        <span class="save-state" role="status" data-state={p.save.kind}>
          {saveText(p.save, studio)}
        </span>
      )}
      <div class="bar-group" role="group" aria-label="History">
        <IconButton label="Undo" shortcut="Ctrl+Z" icon={<Undo2 size={16} />} onClick={p.undo} disabled={p.readOnly} />
        <IconButton
          label="Redo"
          shortcut="Ctrl+Shift+Z"
          icon={<Redo2 size={16} />}
          onClick={p.redo}
          disabled={p.readOnly}
        />
      </div>
      <div class="bar-group" role="toolbar" aria-label="Zoom">
        <IconButton
          label="Zoom out"
          shortcut="Ctrl+-"
          icon={<ZoomOut size={16} />}
          disabled={z.scale <= MIN_ZOOM}
          onClick={() => z.zoomTo(stepZoom(z.scale, -1))}
        />
        <span class="zoom-level" data-tip="Zoom level">
          {Math.round(z.scale * 100)}%
        </span>
        <IconButton
          label="Zoom in"
          shortcut="Ctrl+="
          icon={<ZoomIn size={16} />}
          disabled={z.scale >= MAX_ZOOM}
          onClick={() => z.zoomTo(stepZoom(z.scale, 1))}
        />
        <Button
          size="sm"
          variant="ghost"
          icon={<Maximize size={14} />}
          data-tip="Ctrl+0"
          onClick={() => z.zoomTo('fit')}
        >
          Fit
        </Button>
        <Button size="sm" variant="ghost" data-tip="Ctrl+1" onClick={() => z.zoomTo(1)}>
          100%
        </Button>
      </div>
      <span class="spacer" />
      {p.extra}
      <IconButton label="Keyboard shortcuts" shortcut="?" icon={<Keyboard size={16} />} onClick={p.shortcuts} />
      {p.versions && (
        <Button icon={<History size={14} />} onClick={p.versions}>
          Versions
        </Button>
      )}
      <Button icon={<Play size={14} />} onClick={p.preview}>
        Preview
      </Button>
      <span class="publish-state" data-unpublished={p.unpublished}>
        {p.unpublished ? 'Unpublished changes' : 'Published'}
      </span>
      {p.publish && (
        <Button variant="primary" icon={<Send size={14} />} onClick={p.publish} disabled={p.publishing || p.readOnly}>
          Publish
        </Button>
      )}
    </header>
  );
}
