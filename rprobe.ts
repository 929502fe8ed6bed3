import { Resvg } from '@resvg/resvg-js';
const cpu = (f: () => void, n = 20) => { f(); const t0 = process.cpuUsage(); for (let i = 0; i < n; i++) f(); const c = process.cpuUsage(t0); return `${((c.user + c.system) / 1000 / n).toFixed(2)} ms cpu`; };
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="800"><rect x="10" y="10" width="200" height="40" fill="#fff"/></svg>`;
for (const crop of [undefined, { left: 0, top: 0, right: 0, bottom: 0 }, { left: 0, top: 0, right: -1 }]) {
  const o = { fitTo: { mode: 'zoom' as const, value: 2 }, ...(crop ? { crop } : {}) };
  const img = new Resvg(svg, o as never).render();
  console.log(JSON.stringify(crop), img.width, img.height, img.pixels.length, cpu(() => { new Resvg(svg, o as never).render().pixels; }));
}
