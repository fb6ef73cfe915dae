import type { ComponentChildren, JSX } from 'preact';
import { Link } from 'wouter-preact';
import { ArrowLeft } from './icons';

/** A page's title, with a way back where it has one and its actions on the right. */
export function PageHead({
  title,
  back,
  children,
}: {
  title: ComponentChildren;
  back?: { href: string; label: string };
  children?: ComponentChildren;
}) {
  return (
    <header class="stack" style={{ gap: 'var(--space-2)' }}>
      {back && (
        <Link href={back.href} class="back">
          <ArrowLeft size={14} aria-hidden="true" />
          {back.label}
        </Link>
      )}
      <div class="page-head">
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}

/** A file input behind a button: the label takes the clicks and the keyboard focus. */
export function FileButton({
  label,
  icon,
  onFiles,
  variant = 'secondary',
  ...input
}: {
  label: string;
  icon?: ComponentChildren;
  onFiles(files: FileList): void;
  variant?: 'primary' | 'secondary';
} & Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'icon' | 'label'>) {
  return (
    <label class={`btn file-button${variant === 'primary' ? ' btn-primary' : ''}`}>
      {icon}
      {label}
      <input
        type="file"
        class="visually-hidden"
        onChange={(e) => {
          const files = e.currentTarget.files;
          if (files?.length) onFiles(files);
          e.currentTarget.value = '';
        }}
        {...input}
      />
    </label>
  );
}
