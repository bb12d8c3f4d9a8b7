// `npm run bench:soil`: the soil pipeline without the model. Builds (unless --no-build), starts
// the production server (MALLOC_ARENA_MAX=2, as scripts/start.mjs) on its own database `bench_soil`
// with an instant stand-in for the Gemini API (the real provider path over HTTP), then sends
// POST /api/soil/analyze with two 4000x3000 phone-like JPEGs, as multipart and as JSON:
//   - sequential requests after a warm-up, interleaved with sharp alone doing the same photo
//     work in this process (rotate, resize to 1024 px long side, JPEG q80 — lib/soil/photos.ts),
//     so the ratio compares both under the same machine load (budget: at most 1.5x);
//   - 8 concurrent analyses (8 users), sampling the server process's VmRSS and reading
//     its VmHWM, reset before the phase (budget: under 400 MB).
// Then the same with the rules estimator (no API key), unless --no-rules. It prints figures;
// nothing here fails a build. Options: --no-build, --no-rules; env BENCH_SOIL_REQUESTS
// (sequential requests, default 40), BENCH_SOIL_PER_WORKER (requests per concurrent worker, 5).
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { sampleSubmission } from "../../tests/helpers/soil";
import { startGeminiStandin, STANDIN_MODEL } from "./gemini-standin";
import {
  buildUnlessSkipped,
  machine,
  mb,
  memoryOf,
  percentile,
  prepareDatabase,
  registerAndToken,
  resetPeak,
  sampleMemory,
  startServer,
} from "./harness";
import { makeSoilPhotos, PHOTO_HEIGHT, PHOTO_WIDTH } from "./soil-photos";

const PORT = 3750;
const STANDIN_PORT = 3751;
const DATABASE = "bench_soil";
const SEQUENTIAL = Number(process.env.BENCH_SOIL_REQUESTS ?? 40);
const CONCURRENCY = 8;
const PER_WORKER = Number(process.env.BENCH_SOIL_PER_WORKER ?? 5);
const WARMUP = 3;
const BUDGET_RATIO = 1.5;
const BUDGET_RSS_MB = 400;

// The same work as lib/soil/photos.ts processPhoto, without the server around it.
sharp.cache(false);
async function sharpAlone(photos: readonly Buffer[]): Promise<void> {
  for (const bytes of photos) {
    const image = sharp(bytes, { limitInputPixels: 64_000_000, autoOrient: true, failOn: "error" });
    const { hasAlpha } = await image.metadata();
    const resized = image.resize(1024, 1024, { fit: "inside", withoutEnlargement: true });
    await (hasAlpha ? resized.webp({ quality: 80 }) : resized.jpeg({ quality: 80, mozjpeg: true })).toBuffer({ resolveWithObject: true });
  }
}

type Body = { name: string; contentType: string; bytes: Uint8Array<ArrayBuffer> };

function multipartBody(payload: unknown, photos: readonly Buffer[]): Body {
  const boundary = `----bench-soil-${randomUUID()}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(payload)}\r\n`),
  ];
  photos.forEach((photo, i) => {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="dala-${i + 1}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`));
    parts.push(photo, Buffer.from("\r\n"));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { name: "multipart", contentType: `multipart/form-data; boundary=${boundary}`, bytes: new Uint8Array(Buffer.concat(parts)) };
}

function jsonBody(payload: Record<string, unknown>, photos: readonly Buffer[]): Body {
  const body = { ...payload, photos: photos.map((photo) => ({ mimeType: "image/jpeg", data: photo.toString("base64") })) };
  return { name: "JSON", contentType: "application/json", bytes: new TextEncoder().encode(JSON.stringify(body)) };
}

type Analyze = () => Promise<number>;

/** One POST: its latency in ms; throws on anything but a 200 report with the expected source and 2 photos. */
function analyzer(base: string, token: string, body: Body, source: string): Analyze {
  return async () => {
    const started = performance.now();
    const res = await fetch(`${base}/api/soil/analyze`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": body.contentType },
      body: body.bytes,
    });
    const text = await res.text();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${body.name}: ${res.status} ${text.slice(0, 300)}`);
    const report = JSON.parse(text);
    if (report.source !== source || report.details?.photos?.length !== 2) {
      throw new Error(`${body.name}: unexpected report (source ${report.source}, ${report.details?.photos?.length} photos)`);
    }
    return elapsed;
  };
}

const fmt = (ms: number) => `${ms.toFixed(0).padStart(5)} ms`;
const stats = (values: number[]) => `p50 ${fmt(percentile(values, 50))}  p99 ${fmt(percentile(values, 99))}`;

type ModeResult = {
  mode: string;
  sharp: number[];
  sequential: Record<string, number[]>;
  concurrent: Record<string, { latencies: number[]; seconds: number; peakKb: number; hwmKb: number; maxRssKb: number; resetOk: boolean }>;
  rssAfterSignInKb: number;
  rssEndKb: number;
  hwmSinceStartKb: number;
};

async function runMode(mode: string, database: URL, photos: readonly Buffer[], env: Record<string, string | undefined>, source: string): Promise<ModeResult> {
  const server = await startServer({
    port: PORT,
    database,
    env: { ...env, SOIL_DAILY_QUOTA: "1000000", RATE_LIMIT_REGISTER_PER_HOUR: "100000", RATE_LIMIT_LOGIN_PER_15MIN: "100000" },
  });
  try {
    const pid = server.serverPid;
    const rssIdleKb = memoryOf(pid).rssKb;
    const run = randomUUID().slice(0, 8);
    const tokens: string[] = [];
    for (let i = 0; i < CONCURRENCY; i++) {
      tokens.push(await registerAndToken(server.base, { email: `soil-${run}-${i}@example.com`, password: "bench-password", name: `Dehqon ${i + 1}` }));
    }
    const rssAfterSignInKb = memoryOf(pid).rssKb;
    const payload = sampleSubmission({ fieldId: "bench-field" });
    const bodies = [multipartBody(payload, photos), jsonBody(payload, photos)];
    console.log(`\n== ${mode}: server pid ${pid}, RSS idle ${mb(rssIdleKb)}, after ${CONCURRENCY} sign-ins ${mb(rssAfterSignInKb)}`);
    console.log(`   bodies: multipart ${(bodies[0].bytes.length / 1e6).toFixed(1)} MB, JSON ${(bodies[1].bytes.length / 1e6).toFixed(1)} MB`);

    const perBody = bodies.map((body) => ({ body, calls: tokens.map((token) => analyzer(server.base, token, body, source)) }));
    for (let i = 0; i < WARMUP; i++) {
      await sharpAlone(photos);
      for (const { calls } of perBody) await calls[0]();
    }

    const sharpTimes: number[] = [];
    const sequential: Record<string, number[]> = Object.fromEntries(bodies.map((body) => [body.name, []]));
    for (let i = 0; i < SEQUENTIAL; i++) {
      const started = performance.now();
      await sharpAlone(photos);
      sharpTimes.push(performance.now() - started);
      for (const { body, calls } of perBody) sequential[body.name].push(await calls[0]());
    }
    console.log(`   sharp alone, 2 photos (in this process)  ${stats(sharpTimes)}`);
    for (const [name, times] of Object.entries(sequential)) {
      console.log(`   ${name.padEnd(9)} sequential x${SEQUENTIAL}           ${stats(times)}  ratio to sharp p50 ${(percentile(times, 50) / percentile(sharpTimes, 50)).toFixed(2)}x`);
    }

    const sequentialPeak = memoryOf(pid).hwmKb;
    console.log(`   VmHWM after warm-up and the sequential requests ${mb(sequentialPeak)}`);
    const concurrent: ModeResult["concurrent"] = {};
    for (const { body, calls } of perBody) {
      await new Promise((resolve) => setTimeout(resolve, 1000)); // let the previous phase settle
      const before = memoryOf(pid).rssKb;
      const resetOk = resetPeak(pid);
      const sampler = sampleMemory(pid);
      const latencies: number[] = [];
      const started = performance.now();
      await Promise.all(calls.map(async (call) => {
        for (let i = 0; i < PER_WORKER; i++) latencies.push(await call());
      }));
      const seconds = (performance.now() - started) / 1000;
      const { maxRssKb, hwmKb, samples } = sampler.stop();
      const peakKb = resetOk ? Math.max(hwmKb, maxRssKb) : maxRssKb;
      concurrent[body.name] = { latencies, seconds, peakKb, hwmKb, maxRssKb, resetOk };
      console.log(
        `   ${body.name.padEnd(9)} ${CONCURRENCY} concurrent x${latencies.length}         ${stats(latencies)}  ${(latencies.length / seconds).toFixed(2)} analyses/s` +
          `  RSS ${mb(before)} -> peak ${mb(peakKb)} (VmHWM ${resetOk ? mb(hwmKb) : "not reset"}, max of ${samples} samples ${mb(maxRssKb)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const end = memoryOf(pid);
    console.log(`   RSS 2 s after the last analysis ${mb(end.rssKb)}`);
    return { mode, sharp: sharpTimes, sequential, concurrent, rssAfterSignInKb, rssEndKb: end.rssKb, hwmSinceStartKb: end.hwmKb };
  } finally {
    await server.stop();
  }
}

function verdicts(result: ModeResult) {
  const sharpP50 = percentile(result.sharp, 50);
  console.log(`\n${result.mode}:`);
  for (const [name, times] of Object.entries(result.sequential)) {
    const ratio = percentile(times, 50) / sharpP50;
    console.log(`  time  ${name.padEnd(9)} p50 ${percentile(times, 50).toFixed(0)} ms / sharp ${sharpP50.toFixed(0)} ms = ${ratio.toFixed(2)}x  (budget <= ${BUDGET_RATIO}x) ${ratio <= BUDGET_RATIO ? "MET" : "MISSED"}`);
  }
  for (const [name, c] of Object.entries(result.concurrent)) {
    const peak = c.peakKb / 1024;
    console.log(`  memory ${name.padEnd(9)} peak RSS ${peak.toFixed(0)} MB with ${CONCURRENCY} concurrent  (budget < ${BUDGET_RSS_MB} MB) ${peak < BUDGET_RSS_MB ? "MET" : "MISSED"}`);
  }
}

async function main() {
  buildUnlessSkipped();
  console.log(`bench:soil — ${machine()}`);
  const photos = await makeSoilPhotos();
  console.log(`photos: 2 x ${PHOTO_WIDTH}x${PHOTO_HEIGHT} JPEG q92, ${photos.map((p) => `${(p.length / 1e6).toFixed(2)} MB`).join(" + ")} (second with EXIF orientation 6)`);
  const { client, url } = await prepareDatabase(DATABASE);
  const standin = await startGeminiStandin(STANDIN_PORT);
  const results: ModeResult[] = [];
  try {
    results.push(
      await runMode(
        `stand-in Gemini (${STANDIN_MODEL} over HTTP, instant)`,
        url,
        photos,
        { GOOGLE_GENERATIVE_AI_API_KEY: "bench-standin-key", GOOGLE_GENERATIVE_AI_BASE_URL: standin.baseUrl, SOIL_AI_MODEL: STANDIN_MODEL },
        `${STANDIN_MODEL}_v1`,
      ),
    );
    console.log(`   stand-in answered ${standin.stats.requests} generateContent calls, largest request ${(standin.stats.maxBodyBytes / 1e6).toFixed(2)} MB`);
    if (!process.argv.includes("--no-rules")) {
      results.push(await runMode("rules estimator (no API key)", url, photos, { GOOGLE_GENERATIVE_AI_API_KEY: undefined, GOOGLE_GENERATIVE_AI_BASE_URL: undefined }, "rules_v1"));
    }
    const { rows } = await client.query(`SELECT status, count(*)::int AS n FROM soil_reports GROUP BY status ORDER BY status`);
    console.log(`\nreports stored: ${rows.map((r) => `${r.status} ${r.n}`).join(", ")}`);
  } finally {
    await standin.close();
    await client.end();
  }
  console.log("\nbudgets");
  results.forEach(verdicts);
}

await main();
