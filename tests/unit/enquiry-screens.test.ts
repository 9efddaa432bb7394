import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { attemptSchema, callWindowOpen, stageChangeSchema, type EnquiryDetail, type StaffMember } from "../../src/lib/admin/enquiries";
import { reportQuerySchema, type Report } from "../../src/lib/admin/reports";
import { BarChart, WeekColumns } from "../../src/islands/admin/charts";
import { apiFilter, boardQuery, parseBoard } from "../../src/islands/admin/enquiries/board-url";
import { callBlocked, EnquiryActions, indiaInput } from "../../src/islands/admin/enquiries/EnquiryActions";
import { EnquiryList, enquiryName } from "../../src/islands/admin/enquiries/EnquiryList";
import { EnquiryFacts } from "../../src/islands/admin/enquiries/EnquiryPanel";
import { Timeline } from "../../src/islands/admin/enquiries/Timeline";
import { duration, ReportFigures } from "../../src/islands/admin/ReportsScreen";

const html = (element: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

const team: StaffMember[] = [
  {
    id: 1,
    username: "priya",
    role: "admin",
    languages: ["en"],
    cities: [],
    available: true,
    email: null,
    whatsapp: null,
    whatsappAlerts: false,
  },
  {
    id: 2,
    username: "meena",
    role: "designer",
    languages: ["ta", "en"],
    cities: ["Chennai"],
    available: true,
    email: null,
    whatsapp: null,
    whatsappAlerts: false,
  },
];

const enquiry: EnquiryDetail = {
  id: 7,
  version: 3,
  stage: "quote-sent",
  lostReason: null,
  owner: { id: 2, username: "meena" },
  name: "Kavitha Raman",
  phone: "+91 98400 11111",
  email: "kavitha@example.com",
  service: "modular-kitchen",
  city: "Chennai",
  area: "Adyar",
  lang: "ta",
  createdAt: "2026-11-30T05:00:00.000Z",
  lastTouchAt: "2026-11-30T06:00:00.000Z",
  promise: "2026-12-01T05:00:00.000Z",
  firstResponseAt: null,
  waitingSince: "2026-11-30T05:00:00.000Z",
  nextActionAt: null,
  dueAt: "2026-12-01T05:00:00.000Z",
  due: "overdue",
  quoteAmount: 650_000,
  source: {
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "adyar-kitchens",
    landingPage: "/interior-designers-adyar",
    gclid: "x1",
  },
  touches: [
    { kind: "estimate", id: 4, at: "2026-11-30T05:00:00.000Z" },
    { kind: "booking", id: 9, at: "2026-11-30T06:00:00.000Z" },
  ],
  offerNotReachable: true,
  mergedInto: null,
  erasedAt: null,
  withdrawnAt: null,
  contactChannel: null,
  callWindow: null,
  merged: [{ id: 11, name: "K. Raman" }],
  timeline: [
    {
      type: "lead",
      at: "2026-11-30T05:00:00.000Z",
      kind: "estimate",
      id: 4,
      summary: "₹6,50,000 – ₹9,10,000",
      fields: [{ label: "Area", value: "Adyar" }],
    },
    {
      type: "lead",
      at: "2026-11-30T05:30:00.000Z",
      kind: "chat",
      id: 5,
      summary: null,
      fields: [],
      transcript: [
        { from: "visitor", text: "Kitchen price?" },
        { from: "bot", text: "From ₹1.8 lakh." },
      ],
    },
    { type: "event", at: "2026-11-30T06:00:00.000Z", event: "stage", actor: null, data: { from: "new", to: "meeting-booked" } },
    { type: "event", at: "2026-11-30T07:00:00.000Z", event: "assigned", actor: { id: 1, username: "priya" }, data: { from: 1, to: 2 } },
    {
      type: "event",
      at: "2026-11-30T08:00:00.000Z",
      event: "attempt",
      actor: team[1]!,
      data: { channel: "call", outcome: "call-later", callBackAt: "2026-12-01T06:30:00.000Z" },
    },
    { type: "event", at: "2026-11-30T09:00:00.000Z", event: "note", actor: team[1]!, data: { text: "Wants a walnut finish" } },
    {
      type: "event",
      at: "2026-11-30T10:00:00.000Z",
      event: "stage",
      actor: team[1]!,
      data: { to: "lost", lostReason: "budget", quoteAmount: 650_000 },
    },
    { type: "event", at: "2026-11-30T11:00:00.000Z", event: "merged", actor: team[0]!, data: { other: 11 } },
    { type: "event", at: "2026-11-30T12:00:00.000Z", event: "next-action", actor: team[1]!, data: { at: null } },
    { type: "event", at: "2026-11-30T13:00:00.000Z", event: "stage", actor: team[1]!, data: { to: "something-odd" } },
  ],
};

describe("the enquiry board's address", () => {
  it("reads a view, a stage, a phone and an open enquiry, and writes them back", () => {
    const state = parseBoard("?view=all&stage=won&phone=98400&id=12");
    expect(state).toEqual({ view: "all", stage: "won", phone: "98400", id: 12 });
    expect(boardQuery(state)).toBe("?view=all&stage=won&phone=98400&id=12");
    expect(parseBoard("?view=nope&stage=nope&id=-3")).toEqual({ view: "mine", stage: undefined, phone: undefined, id: undefined });
    expect(boardQuery({ view: "mine" })).toBe("");
  });

  it("asks the staff API for the view's owner", () => {
    expect(apiFilter({ view: "mine" }, { due: "soon", limit: 50 }).toString()).toBe("owner=me&due=soon&limit=50");
    expect(apiFilter({ view: "unassigned", stage: "new", phone: "9840" }).toString()).toBe("owner=none&stage=new&phone=9840");
    expect(apiFilter({ view: "all" }, { cursor: undefined }).toString()).toBe("");
  });
});

describe("the staff API's rules", () => {
  it("asks for a reason only when lost, and an amount when the quote is sent", () => {
    expect(stageChangeSchema.safeParse({ version: 1, stage: "lost" }).success).toBe(false);
    expect(stageChangeSchema.safeParse({ version: 1, stage: "won", lostReason: "budget" }).success).toBe(false);
    expect(stageChangeSchema.safeParse({ version: 1, stage: "quote-sent" }).success).toBe(false);
    expect(stageChangeSchema.safeParse({ version: 1, stage: "lost", lostReason: "budget" }).success).toBe(true);
    expect(attemptSchema.safeParse({ channel: "call", outcome: "call-later" }).success).toBe(false);
    expect(attemptSchema.safeParse({ channel: "call", outcome: "busy", callBackAt: "2026-12-01T11:00:00+05:30" }).success).toBe(false);
    expect(attemptSchema.safeParse({ channel: "email", outcome: "call-later", callBackAt: "2026-12-01T11:00:00+05:30" }).success).toBe(
      true,
    );
    expect(reportQuerySchema.parse({})).toEqual({ weeks: 12 });
    expect(reportQuerySchema.safeParse({ weeks: "0" }).success).toBe(false);
  });
});

describe("the enquiry screens", () => {
  it("list an enquiry with its stage, owner, due tag and Tamil tag", () => {
    const text = html(createElement(EnquiryList, { items: [enquiry], hrefOf: (id: number) => `/admin/enquiries?id=${id}` }));
    expect(text).toContain("Kavitha Raman");
    expect(text).toContain("Tamil");
    expect(text).toContain("Quote sent");
    expect(text).toContain("meena");
    expect(text).toContain("Overdue");
    const answered = html(
      createElement(EnquiryList, {
        items: [{ ...enquiry, name: " ", owner: null, dueAt: null, due: null, firstResponseAt: "2026-11-30T05:10:00.000Z", lang: "en" }],
        hrefOf: String,
      }),
    );
    expect(answered).toContain("Name not given");
    expect(answered).toContain("Unassigned");
    expect(answered).toMatch(/answered/);
    expect(enquiryName({ name: null })).toBe("Name not given");
  });

  it("show the facts: the promise, the source with its campaign and click id, the quote", () => {
    const text = html(createElement(EnquiryFacts, { enquiry }));
    expect(text).toContain("google / cpc / adyar-kitchens · /interior-designers-adyar · gclid");
    expect(text).toContain("₹6,50,000");
    expect(text).toContain("not yet");
    expect(html(createElement(EnquiryFacts, { enquiry: { ...enquiry, source: null, promise: null, quoteAmount: null } }))).toContain(
      "typed in or direct",
    );
  });

  it("offer the ways to work an open enquiry, and none for a closed one", () => {
    const act = async () => true;
    const open = html(createElement(EnquiryActions, { enquiry, team, act }));
    for (const words of [
      "Call +91 98400 11111",
      "WhatsApp",
      "E-mail",
      "Close as not reachable",
      "Change owner",
      "Change stage",
      "Add note",
      "Undo merge of #11",
      "Quote amount",
    ]) {
      expect(open).toContain(words);
    }
    const claimable = html(createElement(EnquiryActions, { enquiry: { ...enquiry, owner: null }, team: null, act }));
    expect(claimable).toContain("Claim this enquiry");
    const closed = html(createElement(EnquiryActions, { enquiry: { ...enquiry, stage: "won", lostReason: null }, team, act }));
    expect(closed).not.toContain("Add note");
    expect(closed).not.toContain("Call +91");
    expect(indiaInput("2026-12-01T11:00")).toBe("2026-12-01T11:00:00+05:30");
  });

  it("honour the person's choices: Call off outside their window or for WhatsApp only, nothing for a withdrawn one", () => {
    const act = async () => true;
    // Monday 30 November 2026, 11:00 and 19:30 India time.
    const morning = new Date("2026-11-30T05:30:00Z");
    const evening = new Date("2026-11-30T14:00:00Z");
    expect(callWindowOpen("evening", morning)).toBe(false);
    expect(callWindowOpen("evening", evening)).toBe(true);
    expect(callWindowOpen("daytime", morning)).toBe(true);
    expect(callWindowOpen("weekend", morning)).toBe(false);
    expect(callWindowOpen(null, morning)).toBe(true);
    expect(callBlocked({ contactChannel: "call", callWindow: "evening" }, morning)).toBe(
      "Not now: they asked for calls evenings (6 to 9 pm).",
    );
    expect(callBlocked({ contactChannel: "call", callWindow: "evening" }, evening)).toBeNull();
    expect(callBlocked({ contactChannel: "whatsapp", callWindow: null }, evening)).toBe("They asked for WhatsApp only: do not call.");
    const whatsappOnly = renderToStaticMarkup(
      createElement(EnquiryActions, { enquiry: { ...enquiry, contactChannel: "whatsapp" }, team, act }),
    );
    expect(whatsappOnly).toMatch(/<button[^>]*disabled[^>]*aria-describedby="call-blocked"[^>]*>Call \+91 98400 11111<\/button>/);
    expect(whatsappOnly).toContain("They asked for WhatsApp only: do not call.");
    const facts = html(createElement(EnquiryFacts, { enquiry: { ...enquiry, contactChannel: "whatsapp", callWindow: "evening" } }));
    expect(facts).toContain("WhatsApp only");
    expect(facts).toContain("evenings (6 to 9 pm)");
    const withdrawn = html(
      createElement(EnquiryActions, {
        enquiry: { ...enquiry, stage: "lost", lostReason: "withdrawn", withdrawnAt: "2026-11-30T05:30:00Z" },
        team,
        act,
      }),
    );
    expect(withdrawn).toContain("They asked us to stop contacting them");
    for (const words of ["Call +91", "WhatsApp", "Change stage", "Add note"]) expect(withdrawn).not.toContain(words);
    expect(indiaInput("")).toBeNull();
  });

  it("tell the history in words: leads, transcripts, stages, owners, attempts, notes, merges", () => {
    const text = html(createElement(Timeline, { entries: enquiry.timeline, team }));
    for (const words of [
      "Price estimate",
      "Kitchen price?",
      "Meeting booked",
      "priya → meena",
      "Call · Call later",
      "Wants a walnut finish",
      "Lost · Budget · ₹6,50,000",
      "#11",
      "by the website",
      "something-odd",
    ]) {
      expect(text).toContain(words);
    }
    expect(html(createElement(Timeline, { entries: [], team: null }))).toContain("Nothing yet.");
  });
});

describe("the reports screen", () => {
  const report: Report = {
    asOf: "2026-12-02T09:30:00.000Z",
    weeks: ["2026-11-23", "2026-11-30"],
    totals: [1, 3],
    dimensions: {
      source: [
        { key: "google", total: 3, perWeek: [1, 2] },
        { key: "", total: 1, perWeek: [0, 1] },
      ],
      campaign: [{ key: "…", total: 4, perWeek: [1, 3] }],
      landingPage: [{ key: "/interior-designers-adyar", total: 4, perWeek: [1, 3] }],
      area: [{ key: "", total: 4, perWeek: [1, 3] }],
      lang: [
        { key: "ta", total: 3, perWeek: [1, 2] },
        { key: "en", total: 1, perWeek: [0, 1] },
      ],
      service: [{ key: "modular-kitchen", total: 4, perWeek: [1, 3] }],
    },
    funnel: [
      { stage: "new", reached: 4, toNext: 0.75 },
      { stage: "won", reached: 1, toNext: null },
    ],
    lost: 1,
    response: { answered: 3, medianMinutes: 45, p90Minutes: 1500, withinPromise: 2 / 3 },
    responseByOwner: [{ owner: null, answered: 0, medianMinutes: null, p90Minutes: null, withinPromise: null }],
    wonBySource: [{ key: "google", won: 1, value: 650_000 }],
  };

  it("draws every figure with its words", () => {
    const text = html(createElement(ReportFigures, { report }));
    for (const words of [
      "Typed in or direct",
      "All others",
      "Tamil",
      "Not given",
      "Modular Kitchen",
      "75%",
      "67%",
      "45 min",
      "1 d 1 h",
      "₹6,50,000",
      "Unassigned",
      "1 lost in all",
    ]) {
      expect(text).toContain(words);
    }
    expect(duration(200)).toBe("3 h 20 min");
    expect(duration(null)).toBe("–");
  });

  it("sizes the bars and columns to the largest value", () => {
    const bars = renderToStaticMarkup(
      createElement(BarChart, {
        label: "x",
        bars: [
          { label: "a very long campaign name that will not fit", value: 10, shown: "10" },
          { label: "b", value: 0, shown: "0" },
        ],
      }),
    );
    expect(bars).toContain("a very long campaign name…");
    expect(bars).toMatch(/width="270"/);
    expect(bars).toMatch(/width="0"/);
    const columns = renderToStaticMarkup(createElement(WeekColumns, { label: "y", counts: [2, 4], weeks: ["2026-11-23", "2026-11-30"] }));
    expect(columns).toContain("11-30");
    expect(columns).toMatch(/height="140"/);
  });
});
