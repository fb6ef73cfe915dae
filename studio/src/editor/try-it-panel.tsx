import { useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import {
  CreateApiKeyDocument,
  RenderDraftDocument,
  SignedRenderUrlDocument,
  type VariantInput,
} from '../generated/graphql';
import { NewKeySecret } from '../keys/new-key-secret';
import { CopyButton } from '../shell/copy-button';
import { usePolicies } from '../shell/policies';
import { Button } from '../ui/button';
import { Field, Input, TextArea } from '../ui/field';
import { KeyRound, Link2, Play } from '../ui/icons';
import { CONTENT_KEY, toInput, type Design, type Layer } from './design';
import { ErrorLine } from '../shell/field-error';

/** Variants as REST takes them: one per layer whose field was filled in. */
function variantsOf(design: Design, values: Record<string, string>) {
  return design.layers
    .filter((l) => values[l.layer])
    .map((l) => ({ layer: l.layer, [CONTENT_KEY[l.type]]: values[l.layer] }));
}

/** GraphQL's name for a REST key: `image_url` is `imageUrl`. */
const camelCase = (key: string) => key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** The same variants as GraphQL's VariantInput. */
const typedVariants = (variants: ReturnType<typeof variantsOf>): VariantInput[] =>
  variants.map(({ layer, ...content }) => ({
    layer,
    ...Object.fromEntries(Object.entries(content).map(([key, value]) => [camelCase(key), value])),
  }));

/** A layer's content for one render; a chart's or table's rows as CSV text, which the API reads as it reads records. */
function ContentField({ layer, value, set }: { layer: Layer; value: string; set(v: string): void }) {
  const id = `try-${layer.layer}`;
  const key = CONTENT_KEY[layer.type];
  return (
    <Field label={`${layer.layer} (${key})`} htmlFor={id}>
      {key === 'data' ? (
        <TextArea
          id={id}
          class="mono"
          rows={3}
          placeholder={'CSV: month,revenue\nJan,12'}
          value={value}
          onInput={(e) => set(e.currentTarget.value)}
        />
      ) : (
        <Input id={id} value={value} onInput={(e) => set(e.currentTarget.value)} />
      )}
    </Field>
  );
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** A field per layer, a free preview of the draft with those variants, and the ready curl and GraphQL. */
export function TryItPanel({ templateId, uuid, design }: { templateId: number; uuid: string; design: Design }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  // The URL signed for the variants it was made with; another set of values needs a new one.
  const [signed, setSigned] = useState<{ url: string; for: string }>();
  const variants = variantsOf(design, values);
  const typed = typedVariants(variants);
  const body = JSON.stringify({ template_id: uuid, variants });
  // A key made here goes into the curl (shown once, like any new key); otherwise the curl reads $SNAPFORGE_TOKEN.
  const [key, setKey] = useState<{ name: string; secret: string }>();
  const mayMakeKeys = !!usePolicies()?.has('manageAccount');
  const curl = `curl -X POST ${location.origin}/api/v1/snaps \\\n  -H "Authorization: Bearer ${key?.secret ?? '$SNAPFORGE_TOKEN'}" \\\n  -H "Content-Type: application/json" \\\n  -d ${shellQuote(body)}`;
  const graphql = `mutation {\n  createSnap(input: { templateId: "${uuid}", variants: ${JSON.stringify(typed).replace(/"(\w+)":/g, '$1:')} }) {\n    snaps { id mediaUrl }\n  }\n}`;
  const signedUrl = signed?.for === JSON.stringify(typed) ? signed.url : undefined;
  const ogTag =
    signedUrl && `<meta property="og:image" content="${signedUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
  const sign = async () => {
    try {
      setSigned({
        url: (await request(SignedRenderUrlDocument, { templateId: uuid, variants: typed })).signedRenderUrl,
        for: JSON.stringify(typed),
      });
      setError(undefined);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const makeKey = async () => {
    try {
      const { createApiKey: c } = await request(CreateApiKeyDocument, { name: `Try it: ${uuid.slice(0, 8)}` });
      setKey({ name: c.key.name, secret: c.secret });
      setError(undefined);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const run = async () => {
    try {
      setPreview(
        (await request(RenderDraftDocument, { id: templateId, input: toInput(design), variants: typed })).renderDraft
          .dataUrl,
      );
      setError(undefined);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section class="panel try-it" aria-label="Try it">
      <p class="hint">Each layer's content for one render: a free preview of the draft, and the calls that make it.</p>
      {design.layers.map((l) => (
        <ContentField
          key={l.layer}
          layer={l}
          value={values[l.layer] ?? ''}
          set={(v) => setValues({ ...values, [l.layer]: v })}
        />
      ))}
      <Button icon={<Play size={14} />} onClick={run}>
        Preview (free)
      </Button>
      <ErrorLine message={error} />
      {preview && <img class="try-preview" src={preview} alt="Preview with these variants" />}
      <h3>Signed URL</h3>
      <p class="hint">
        For og:image, e-mail and &lt;img&gt;: no token needed; each new URL renders once (1 credit), then comes from the
        cache.
      </p>
      <Button icon={<Link2 size={14} />} onClick={sign}>
        Make signed URL
      </Button>
      {signedUrl && (
        <>
          <pre aria-label="Signed URL">{signedUrl}</pre>
          <CopyButton text={signedUrl} label="Copy URL" />
          <pre aria-label="og:image tag">{ogTag}</pre>
        </>
      )}
      <h3>curl</h3>
      {mayMakeKeys && !key && (
        <Button icon={<KeyRound size={14} />} onClick={makeKey}>
          Make an API key for this curl
        </Button>
      )}
      {key && <NewKeySecret name={key.name} secret={key.secret} />}
      <pre aria-label="curl">{curl}</pre>
      <CopyButton text={curl} label="Copy curl" />
      <h3>GraphQL</h3>
      <pre aria-label="GraphQL">{graphql}</pre>
      <CopyButton text={graphql} label="Copy GraphQL" />
      <p class="hint">The API renders the published design: publish first.</p>
    </section>
  );
}
