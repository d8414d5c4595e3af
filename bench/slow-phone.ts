// `pnpm --filter @applykit/bench slow-phone`: an applicant on a slow phone. From a cold cache,
// at 4× CPU throttling and a slow mobile network (1.6 Mbps down, 150 ms round trip), the time
// from navigation until the first field of /login and of /about accepts a keystroke, against
// the real built server; /about against react-jsonschema-form rendering About You's fields,
// built and served the same way, in the same run. Loopback only.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { aboutPage, defaultPartner } from '@applykit/admissions-form/validate';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { build, type Plugin } from 'vite';
import { precompressed } from '../apps/portal/shippedFiles';
import { launchBrowser } from '../e2e/support/browser';
import { startServer, type RunningServer } from '../e2e/support/server';
import {
  cpuThrottling,
  network,
  returningApplicant,
  savedFirstName,
  type Cookies,
} from './lib/slowPhone';
import { pageSchema, type PageSchema } from './lib/json-schema';
import { describeRun, percentile, writeResult, type Figure } from './lib/results';

const runs = Number(process.env.BENCH_SLOW_PHONE_RUNS ?? 5);
/** Another build of the portal (a folder like apps/portal/dist) to time beside this one. */
const baseline = process.env.BENCH_SLOW_PHONE_BASELINE;
const peerGoal = 0.7;
/** A visit that has not taken a keystroke by then is reported as failed. */
const giveUpMs = 60_000;

/**
 * The peer: bench/slow-phone/ (rjsf and About You's schema, generated from our data model like
 * the keystroke benchmark's), built in production mode with the portal's brotli and gzip copies
 * beside every file, into a folder the real server then serves as its portal.
 */
async function buildPeer(outDir: string): Promise<void> {
  const form = pageSchema(aboutPage, { now: new Date(), partner: defaultPartner });
  await build({
    root: join(import.meta.dirname, 'slow-phone'),
    logLevel: 'error',
    plugins: [react(), peerValidators(form), precompressed()],
    define: { __PEER_FORM__: JSON.stringify(form) },
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * `virtual:peer-validators`: rjsf's precompiled validators for the peer's schema (ajv's
 * standalone code, CommonJS), whose one import (ajv-formats) resolves from rjsf's validator.
 */
function peerValidators(form: PageSchema): Plugin {
  const id = '\0peer-validators';
  const validatorPackage = createRequire(import.meta.url).resolve('@rjsf/validator-ajv8');
  return {
    name: 'peer-validators',
    resolveId(source, importer) {
      if (source === 'virtual:peer-validators') return id;
      if (importer === id) return this.resolve(source, validatorPackage, { skipSelf: true });
      return undefined;
    },
    load(loading) {
      return loading === id ? compileSchemaValidatorsCode(form.schema as never) : undefined;
    },
  };
}

interface Visit {
  /** From navigation start to the input event of the first keystroke the field took. */
  ms: number;
  field: string;
}

/**
 * One cold visit in a fresh browser profile: the page is loaded under the throttles, and from
 * the start the first enabled, visible text field (`selector`) is focused and a key typed into
 * it, again and again, until the character shows in the field. The figure is the time of that
 * keystroke's input event after navigation started: DOM presence alone does not count, as a
 * field drawn before its page's script runs, or disabled while it loads, takes no key.
 */
async function visit(url: string, selector: string, cookies?: Cookies): Promise<Visit> {
  const browser = await launchBrowser({ width: 412, height: 915 });
  try {
    if (cookies) await browser.addCookies(cookies);
    const page = await browser.newPage();
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await page.addInitScript(() => {
      const state = window as unknown as { benchAccepted?: number };
      document.addEventListener(
        'input',
        (event) => {
          const field = event.target as HTMLInputElement;
          if (state.benchAccepted === undefined && field.value?.includes('M'))
            state.benchAccepted = event.timeStamp;
        },
        { capture: true },
      );
    });
    const navigation = page.goto(url, { waitUntil: 'commit', timeout: giveUpMs });
    const started = Date.now();
    await navigation;
    for (;;) {
      if (Date.now() - started > giveUpMs)
        throw new Error(`${url}: no field took a keystroke within ${giveUpMs / 1000} s.`);
      // The first text field shown and enabled, focused; a page still loading has none.
      const field = await page
        .evaluate((css) => {
          const found = [...document.querySelectorAll<HTMLInputElement>(css)].find(
            (input) => !input.disabled && !input.readOnly && input.getClientRects().length > 0,
          );
          if (!found) return '';
          found.focus();
          return document.activeElement === found ? found.name || found.id : '';
        }, selector)
        .catch(() => '');
      if (!field) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        continue;
      }
      await page.keyboard.press('M');
      const accepted = await page.evaluate((id) => {
        const input = (document.getElementById(id) ??
          document.getElementsByName(id)[0]) as HTMLInputElement | null;
        const state = window as unknown as { benchAccepted?: number };
        return input?.value.includes('M') && state.benchAccepted !== undefined
          ? { at: state.benchAccepted, value: input.value }
          : undefined;
      }, field);
      if (accepted === undefined) continue;
      // A signed-in applicant's field must take the key with their saved answer in it: a field
      // that took it first is one whose saved answer was not yet there.
      if (cookies && accepted.value !== `${savedFirstName}M`)
        throw new Error(`${url}: the field took a key holding "${accepted.value}".`);
      return { ms: accepted.at, field };
    }
  } finally {
    await browser.close();
  }
}

const round = (value: number) => Math.round(value);
const figures: Figure[] = [];
const notes: string[] = [];
const peerDir = mkdtempSync(join(tmpdir(), 'applykit-slow-phone-peer-'));
let portal: RunningServer | undefined;
let peer: RunningServer | undefined;
let other: RunningServer | undefined;
try {
  await buildPeer(peerDir);
  portal = await startServer();
  peer = await startServer({ PORTAL_DIR: peerDir });
  if (baseline) other = await startServer({ PORTAL_DIR: baseline });
  // The text fields an applicant types into first: the e-mail address, About You's first name.
  const textField = 'input:not([type]), input[type=text], input[type=email], textarea';
  // A returning applicant, signed in, with answers saved: the form reads their profile first.
  const aboutCases = async (server: RunningServer, suffix: string) => {
    const cookies = await returningApplicant(server);
    return [
      { name: `/about${suffix}`, url: `${server.url}/about`, selector: textField },
      {
        name: `/about, signed in${suffix}`,
        url: `${server.url}/about`,
        selector: textField,
        cookies,
      },
    ];
  };
  const cases: { name: string; url: string; selector: string; cookies?: Cookies }[] = [
    { name: '/login', url: `${portal.url}/login`, selector: textField },
    ...(await aboutCases(portal, '')),
    ...(other ? await aboutCases(other, ' (baseline)') : []),
    { name: 'peer (rjsf, About You)', url: `${peer.url}/`, selector: textField },
  ];
  const medians = new Map<string, number>();
  // Interleaved, so a busy spell on the shared machine falls on every case alike.
  const samples = new Map(cases.map(({ name }) => [name, [] as number[]]));
  const fields = new Map<string, string>();
  for (let run = 0; run < runs; run++) {
    for (const { name, url, selector, cookies } of cases) {
      const { ms, field } = await visit(url, selector, cookies);
      samples.get(name)!.push(ms);
      fields.set(name, field);
      console.log(`${name}: run ${run + 1}, ${round(ms)} ms (${field})`);
    }
  }
  for (const { name } of cases) {
    const taken = samples.get(name)!;
    medians.set(name, percentile(taken, 50));
    figures.push(
      {
        name: `${name}: first field accepts a keystroke, median`,
        value: round(percentile(taken, 50)),
        unit: 'ms',
      },
      {
        name: `${name}: first field accepts a keystroke, slowest`,
        value: round(Math.max(...taken)),
        unit: 'ms',
      },
    );
    notes.push(`${name}: typed into "${fields.get(name)}", ${taken.map(round).join(', ')} ms.`);
  }
  // A visitor's /about and a returning applicant's are held to the same goal.
  for (const { name } of cases.filter((visited) => visited.name.startsWith('/about'))) {
    figures.push({
      name: `${name} against the peer, median`,
      value: Math.round((medians.get(name)! / medians.get('peer (rjsf, About You)')!) * 100) / 100,
      unit: '×',
      ...(name.endsWith('(baseline)') ? {} : { goal: { max: peerGoal } }),
    });
  }
} finally {
  await portal?.stop();
  await peer?.stop();
  await other?.stop();
  rmSync(peerDir, { recursive: true, force: true });
}

const file = writeResult(
  describeRun(
    'slow-phone',
    figures,
    `Chromium (playwright-core, headless, a fresh profile each visit, so a cold cache) at ${cpuThrottling}× CPU throttling and ${(network.downloadThroughput * 8) / 1024 / 1024} Mbps down, ${(network.uploadThroughput * 8) / 1024} kbps up, ${network.latency} ms round trip (DevTools protocol), against the built server on 127.0.0.1: the portal, and the peer's production build served by a second server as its portal (brotli copies, the same caching). ${runs} visits a case, interleaved. Time from navigation start to the input event of the first key the first text field took, polled with a typed key. The peer shows every field of About You at once; our /about only those shown on arrival. /about, signed in: a returning applicant's session (cookies of a log in made before, unthrottled), whose saved first name must be in the field when it takes the key.${baseline ? ` (baseline): the same cases against the portal build in ${baseline}, served by a third server.` : ''} ${notes.join(' ')} Load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end (the machine is shared).`,
  ),
);
console.log(`wrote ${file}`);
