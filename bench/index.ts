// `npm run bench [-- <section>...]`: runs the benchmark sections, each a module of this folder
// exporting `run()`, in order; with names, only those.
const SECTIONS: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  render: () => import('./render.js'),
  http: () => import('./http.js'),
  batch: () => import('./batch.js'),
  studio: () => import('./studio.js'),
};

const wanted = process.argv.slice(2);
for (const name of wanted) if (!(name in SECTIONS)) throw new Error(`Unknown bench section "${name}"; known: ${Object.keys(SECTIONS).join(', ')}`);
for (const [name, load] of Object.entries(SECTIONS)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n## ${name}\n`);
  await (await load()).run();
}
