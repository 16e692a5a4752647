/**
 * Writes the sample files a salesperson drags into the chat during a demo (mock-server/fixtures/):
 * two insertion orders with different layouts (one clean, one with deliberate mistakes), a media
 * plan, a multi-platform launch template and a ZIP of creatives. Deterministic: running it again
 * gives the same files, so they can be committed and the tests can read their text.
 *
 *   npx tsx scripts/make-fixtures.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const OUT_DIR = path.resolve(import.meta.dirname, '..', 'mock-server', 'fixtures');
/** A fixed creation date keeps the PDF bytes identical between runs. */
const FIXED_DATE = new Date('2026-11-20T10:00:00Z');

const INK = rgb(0.12, 0.14, 0.2);
const MUTED = rgb(0.42, 0.45, 0.52);
const ACCENT = rgb(0.16, 0.38, 0.72);
const RULE = rgb(0.82, 0.84, 0.88);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

async function newDocument(title: string): Promise<{ doc: PDFDocument; page: PDFPage; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Sidekick demo fixtures');
  doc.setProducer('Sidekick make-fixtures');
  doc.setCreator('Sidekick make-fixtures');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const page = doc.addPage([612, 792]);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, page, fonts };
}

function text(
  page: PDFPage,
  font: PDFFont,
  value: string,
  x: number,
  y: number,
  size = 10,
  color = INK,
): void {
  page.drawText(value, { x, y, size, font, color });
}

function rule(page: PDFPage, y: number, from = 50, to = 562): void {
  page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.8, color: RULE });
}

/** A table row: one cell per column start. */
function row(
  page: PDFPage,
  font: PDFFont,
  cells: readonly string[],
  columns: readonly number[],
  y: number,
  size = 8.5,
): void {
  cells.forEach((cell, index) => {
    const x = columns[index];
    if (x !== undefined) text(page, font, cell, x, y, size);
  });
}

/** Layout A: a clean agency IO with "Label: value" header fields and a full line-item table. */
async function cleanInsertionOrder(): Promise<Uint8Array> {
  const { doc, page, fonts } = await newDocument('Insertion Order NW-2027-0412');
  const { regular, bold } = fonts;
  page.drawRectangle({ x: 0, y: 742, width: 612, height: 50, color: ACCENT });
  text(page, bold, 'INSERTION ORDER', 50, 760, 18, rgb(1, 1, 1));
  text(page, regular, 'Bluefin Media Partners', 420, 762, 11, rgb(1, 1, 1));

  const header: [string, string][] = [
    ['IO Number', 'NW-2027-0412'],
    ['Date Issued', 'November 18, 2026'],
    ['Advertiser', 'Northwind Outdoor Co.'],
    ['Agency', 'Bluefin Media Partners'],
    ['Campaign Name', 'Spring Trail Launch 2027'],
    ['Flight Dates', '01/11/2027 - 03/28/2027'],
    ['Total Budget', '$180,000.00 USD'],
    ['Geo Targeting', 'Colorado; Utah; Washington; Oregon'],
    ['Target Audience', 'Adults 25-54, outdoor enthusiasts'],
    ['KPIs', 'CTR 0.35%; Viewability 70%; Video completion rate 75%'],
  ];
  let y = 715;
  for (const [label, value] of header) {
    text(page, bold, `${label}:`, 50, y);
    text(page, regular, value, 160, y);
    y -= 17;
  }

  y -= 10;
  text(page, bold, 'Line Items', 50, y, 12, ACCENT);
  y -= 18;
  const columns = [50, 66, 214, 282, 340, 398, 468, 512];
  row(page, bold, ['#', 'Line Item', 'Platform', 'Start', 'End', 'Impressions', 'CPM', 'Budget'], columns, y);
  rule(page, y - 5);
  const items = [
    [
      '1',
      'Spring Trail - Social Awareness',
      'Facebook',
      '01/11/2027',
      '03/28/2027',
      '6,000,000',
      '$10.00',
      '$60,000.00',
    ],
    [
      '2',
      'Spring Trail - In-Feed Video',
      'TikTok',
      '01/11/2027',
      '03/28/2027',
      '5,000,000',
      '$8.00',
      '$40,000.00',
    ],
    [
      '3',
      'Spring Trail - Programmatic Display',
      'DV360',
      '01/11/2027',
      '03/28/2027',
      '7,000,000',
      '$5.00',
      '$35,000.00',
    ],
    [
      '4',
      'Spring Trail - CTV',
      'The Trade Desk',
      '01/25/2027',
      '03/28/2027',
      '1,800,000',
      '$25.00',
      '$45,000.00',
    ],
  ];
  for (const item of items) {
    y -= 17;
    row(page, regular, item, columns, y);
  }
  rule(page, y - 6);
  y -= 20;
  row(page, bold, ['Total', '19,800,000', '$180,000.00'], [66, 398, 512], y);

  y -= 34;
  text(page, bold, 'Terms', 50, y, 11, ACCENT);
  const terms = [
    'Billing is net 30 from the end of each calendar month, based on the platform of record.',
    'Cancellation requires 14 days written notice. Creative is due 5 business days before launch.',
    'Third-party verification: IAS. Viewability measured to MRC standard.',
  ];
  for (const line of terms) {
    y -= 14;
    text(page, regular, line, 50, y, 8.5, MUTED);
  }
  y -= 30;
  text(page, bold, 'Contact:', 50, y);
  text(page, regular, 'Jamie Rivera, jamie.rivera@bluefinmedia.com, (303) 555-0142', 160, y);
  y -= 40;
  rule(page, y, 50, 250);
  rule(page, y, 330, 530);
  text(page, regular, 'Advertiser signature', 50, y - 12, 8, MUTED);
  text(page, regular, 'Agency signature', 330, y - 12, 8, MUTED);
  return doc.save();
}

/**
 * Layout B: a publisher-style IO with a boxed summary, dates written out, a different column
 * order, and three deliberate mistakes for the validation demo: the flight ends before it starts,
 * the placements add up to less than the stated investment, and one placement's impressions
 * and CPM do not match its cost.
 */
async function flawedInsertionOrder(): Promise<Uint8Array> {
  const { doc, page, fonts } = await newDocument('Media Insertion Order BW-7731');
  const { regular, bold } = fonts;
  text(page, bold, 'Northstar Collective', 50, 750, 16, ACCENT);
  text(page, regular, '220 W Kinzie St, Chicago, IL 60654', 50, 734, 9, MUTED);
  text(page, bold, 'MEDIA INSERTION ORDER', 380, 750, 12);
  text(page, regular, 'IO Ref: BW-7731', 380, 734, 9);

  page.drawRectangle({ x: 50, y: 560, width: 512, height: 150, borderColor: RULE, borderWidth: 1 });
  const left: [string, string][] = [
    ['Client', 'Brightwater Beverages'],
    ['Campaign Title', 'Summer Splash 2027'],
    ['Campaign Period', 'June 14, 2027 through May 31, 2027'],
    ['Total Investment', '$240,000.00'],
    ['Markets', 'Chicago; Detroit; Milwaukee'],
  ];
  const right: [string, string][] = [
    ['Buying Agency', 'Northstar Collective'],
    ['Target Audience', 'Adults 21-34'],
    ['Goals', 'Video completion rate 70%; CTR 0.25%'],
  ];
  let y = 690;
  for (const [label, value] of left) {
    text(page, regular, `${label}: ${value}`, 62, y, 9.5);
    y -= 24;
  }
  y = 690;
  for (const [label, value] of right) {
    text(page, regular, `${label}: ${value}`, 330, y, 9.5);
    y -= 24;
  }

  y = 530;
  text(page, bold, 'MEDIA SCHEDULE', 50, y, 11);
  y -= 18;
  const columns = [50, 180, 256, 306, 376, 446, 506];
  row(page, bold, ['Placement', 'Channel', 'Rate', 'Est. Impr.', 'Net Cost', 'Start', 'End'], columns, y, 8);
  rule(page, y - 5);
  const placements = [
    ['Summer Splash Reach', 'Facebook', '$9.50', '8,000,000', '$76,000.00', 'Jun 14, 2027', 'Aug 31, 2027'],
    ['Splash Creators Video', 'TikTok', '$7.00', '9,000,000', '$63,000.00', 'Jun 14, 2027', 'Aug 31, 2027'],
    ['Chicago Premium Video', 'YouTube', '$15.00', '2,500,000', '$45,000.00', 'Jun 21, 2027', 'Aug 15, 2027'],
    ['Summer Search', 'Google Ads', '$24.00', '1,000,000', '$24,000.00', 'Jun 14, 2027', 'Aug 31, 2027'],
  ];
  for (const placement of placements) {
    y -= 17;
    row(page, regular, placement, columns, y, 8);
  }
  rule(page, y - 6);

  y -= 40;
  text(page, bold, 'Notes', 50, y, 10);
  const notes = [
    'Rates are net of agency commission. Make-goods to be agreed in writing.',
    'Creative specs per platform guidelines; all video assets must include captions.',
  ];
  for (const line of notes) {
    y -= 14;
    text(page, regular, line, 50, y, 8.5, MUTED);
  }
  y -= 28;
  text(
    page,
    regular,
    'Agency Contact: Priya Chen, priya.chen@northstarcollective.com, (312) 555-0187',
    50,
    y,
    9,
  );
  return doc.save();
}

/** A media plan workbook: header facts, then one row per tactic with currency-formatted cells. */
async function mediaPlan(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sidekick demo fixtures';
  workbook.created = FIXED_DATE;
  workbook.modified = FIXED_DATE;
  const sheet = workbook.addWorksheet('Media Plan');
  sheet.columns = [
    { width: 30 },
    { width: 18 },
    { width: 13 },
    { width: 13 },
    { width: 14 },
    { width: 10 },
    { width: 14 },
    { width: 22 },
  ];
  sheet.addRow(['Advertiser:', 'Harbor & Pine Hotels']);
  sheet.addRow(['Campaign Name:', 'Harbor & Pine Winter Escapes 2027']);
  sheet.addRow(['Flight Dates:', '01/18/2027 - 03/14/2027']);
  sheet.addRow(['Total Budget:', 95000]).getCell(2).numFmt = '"$"#,##0.00';
  sheet.addRow(['Target Audience:', 'Adults 30-60, frequent leisure travellers']);
  sheet.addRow([]);
  const header = sheet.addRow(['Tactic', 'Platform', 'Start', 'End', 'Budget', 'CPM', 'Impressions', 'KPI']);
  header.font = { bold: true };
  const rows: [string, string, string, string, number, number, number, string][] = [
    ['Winter Escapes - Prospecting', 'Facebook', '01/18/2027', '03/14/2027', 30000, 10, 3000000, 'CTR 0.40%'],
    ['Winter Escapes - Search', 'Google Ads', '01/18/2027', '03/14/2027', 25000, 25, 1000000, 'CPA $40'],
    ['Winter Escapes - Video', 'YouTube', '01/25/2027', '03/07/2027', 22000, 16, 1375000, 'VCR 70%'],
    ['Winter Escapes - Retargeting', 'DV360', '01/18/2027', '03/14/2027', 18000, 6, 3000000, 'ROAS 4.0'],
  ];
  for (const values of rows) {
    const added = sheet.addRow(values);
    added.getCell(5).numFmt = '"$"#,##0.00';
    added.getCell(6).numFmt = '"$"#,##0.00';
    added.getCell(7).numFmt = '#,##0';
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return normaliseZip(new Uint8Array(buffer));
}

/** A launch template for a two-platform launch (Facebook + TikTok), as a trafficker would prepare it. */
function launchTemplate(): string {
  const template = {
    template_name: 'Spring Trail Launch 2027 - Social',
    advertiser: 'Northwind Outdoor Co.',
    campaign_name: 'Spring Trail Launch 2027',
    flight_start_date: '2027-01-11',
    flight_end_date: '2027-03-28',
    currency: 'USD',
    platforms: ['facebook', 'tiktok'],
    facebook: {
      ad_account_id: 'act_1029384756',
      objective: 'OUTCOME_AWARENESS',
      buying_type: 'AUCTION',
      lifetime_budget: 60000,
      ad_sets: [
        {
          name: 'Spring Trail - Outdoor Enthusiasts 25-54',
          optimization_goal: 'REACH',
          billing_event: 'IMPRESSIONS',
          targeting: { geo_locations: ['US-CO', 'US-UT', 'US-WA', 'US-OR'], age_min: 25, age_max: 54 },
          placements: ['facebook_feed', 'instagram_feed', 'instagram_stories', 'instagram_reels'],
        },
      ],
    },
    tiktok: {
      advertiser_id: '7301928374650',
      objective_type: 'REACH',
      budget_mode: 'BUDGET_MODE_TOTAL',
      budget: 40000,
      ad_groups: [
        {
          adgroup_name: 'Spring Trail - In-Feed 25-54',
          placement_type: 'PLACEMENT_TYPE_NORMAL',
          placements: ['PLACEMENT_TIKTOK'],
          location: ['Colorado', 'Utah', 'Washington', 'Oregon'],
          age_groups: ['AGE_25_34', 'AGE_35_44', 'AGE_45_54'],
          optimization_goal: 'REACH',
          bid_type: 'BID_TYPE_NO_BID',
        },
      ],
    },
  };
  return `${JSON.stringify(template, null, 2)}\n`;
}

interface CreativeSpec {
  file: string;
  name: string;
  width: number;
  height: number;
  colors: [number, number, number][];
}

const CREATIVES: readonly CreativeSpec[] = [
  {
    file: 'spring-trail_300x250.png',
    name: 'Spring Trail MPU',
    width: 300,
    height: 250,
    colors: [
      [38, 97, 184],
      [247, 176, 65],
    ],
  },
  {
    file: 'spring-trail_728x90.png',
    name: 'Spring Trail Leaderboard',
    width: 728,
    height: 90,
    colors: [
      [38, 97, 184],
      [255, 255, 255],
    ],
  },
  {
    file: 'spring-trail_160x600.png',
    name: 'Spring Trail Skyscraper',
    width: 160,
    height: 600,
    colors: [
      [46, 125, 82],
      [247, 176, 65],
    ],
  },
  {
    file: 'spring-trail_320x50.png',
    name: 'Spring Trail Mobile Banner',
    width: 320,
    height: 50,
    colors: [
      [46, 125, 82],
      [255, 255, 255],
    ],
  },
  {
    file: 'spring-trail_1080x1920.png',
    name: 'Spring Trail Story',
    width: 1080,
    height: 1920,
    colors: [
      [24, 40, 72],
      [247, 176, 65],
    ],
  },
];

/** The creatives ZIP: small striped PNGs drawn here, plus a manifest with landing pages. */
async function creativesZip(): Promise<Uint8Array> {
  const zip = new JSZip();
  const date = FIXED_DATE;
  for (const creative of CREATIVES) {
    zip.file(creative.file, stripedPng(creative.width, creative.height, creative.colors), { date });
  }
  const manifest = {
    advertiser: 'Northwind Outdoor Co.',
    campaign_name: 'Spring Trail Launch 2027',
    creatives: [
      ...CREATIVES.map((creative) => ({
        file: creative.file,
        name: creative.name,
        dimensions: `${creative.width}x${creative.height}`,
        landing_url:
          'https://www.northwindoutdoor.com/spring-trail?utm_source=display&utm_campaign=spring_trail_2027',
      })),
      {
        file: 'spring-trail_15s.mp4',
        name: 'Spring Trail 15s Video',
        dimensions: '1920x1080',
        duration_seconds: 15,
        landing_url:
          'https://www.northwindoutdoor.com/spring-trail?utm_source=video&utm_campaign=spring_trail_2027',
        note: 'Video delivered separately via the agency transfer link.',
      },
    ],
  };
  zip.file('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`, { date });
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** A PNG with diagonal bands of two colours: tiny once deflated, recognisable as a banner. */
function stripedPng(width: number, height: number, colors: [number, number, number][]): Uint8Array {
  const band = Math.max(12, Math.round(Math.min(width, height) / 5));
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const offset = y * (width * 3 + 1);
    raw[offset] = 0;
    for (let x = 0; x < width; x++) {
      const color = colors[Math.floor((x + y) / band) % colors.length] ?? [0, 0, 0];
      raw.set(color, offset + 1 + x * 3);
    }
  }
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return concat([
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** exceljs stamps the current time on the ZIP entries; rewriting them with a fixed date keeps runs identical. */
async function normaliseZip(bytes: Uint8Array): Promise<Uint8Array> {
  const source = await JSZip.loadAsync(bytes);
  const target = new JSZip();
  for (const [name, entry] of Object.entries(source.files)) {
    if (entry.dir) continue;
    target.file(name, await entry.async('uint8array'), { date: FIXED_DATE, createFolders: false });
  }
  return target.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const files: [string, Uint8Array | string][] = [
    ['io-northwind-spring-trail.pdf', await cleanInsertionOrder()],
    ['io-brightwater-summer-splash.pdf', await flawedInsertionOrder()],
    ['media-plan-harbor-pine-winter.xlsx', await mediaPlan()],
    ['launch-template.json', launchTemplate()],
    ['creatives-spring-trail.zip', await creativesZip()],
  ];
  for (const [name, content] of files) {
    await writeFile(path.join(OUT_DIR, name), content);
    const size = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
    console.log(`${name}  ${(size / 1024).toFixed(1)} kB`);
  }
}

await main();
