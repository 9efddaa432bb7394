import { getTableConfig, PgTable, type TableConfig } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import { en } from "../../src/i18n/en";
import { ta } from "../../src/i18n/ta";
import { DATA_MAP, NOTICE_ITEMS, itemFields, personalColumns } from "../../src/lib/privacy/data-map";
import { NOTICE_VERSION, noticeItems, noticeVersion, retentionSentence } from "../../src/lib/privacy/notice";
import * as schema from "../../src/server/db/schema";

/** Every table of the schema with its SQL column names. */
const tables = Object.values(schema)
  .filter((value) => value instanceof PgTable)
  .map((table) => getTableConfig(table as PgTable<TableConfig>))
  .map((config) => ({ name: config.name, columns: config.columns.map((column) => column.name) }));

const savedPrivacy = structuredClone(site.privacy);
afterEach(() => Object.assign(site.privacy, structuredClone(savedPrivacy)));

describe("the data map", () => {
  it("names every column of every table, as personal or as not personal", () => {
    const unnamed = tables.flatMap(({ name, columns }) => {
      const map = DATA_MAP[name];
      return columns
        .filter((column) => !map || (!(column in map.personal) && !map.notPersonal.includes(column)))
        .map((c) => `${name}.${c}`);
    });
    expect(unnamed).toEqual([]);
  });

  it("names no table or column the schema does not have, and no column both ways", () => {
    const byName = new Map(tables.map((table) => [table.name, table.columns]));
    const stale = Object.entries(DATA_MAP).flatMap(([name, map]) =>
      [...Object.keys(map.personal), ...map.notPersonal]
        .filter((column) => !byName.get(name)?.includes(column))
        .map((column) => `${name}.${column}`),
    );
    expect(stale).toEqual([]);
    const both = Object.entries(DATA_MAP).flatMap(([name, map]) =>
      map.notPersonal.filter((column) => column in map.personal).map((column) => `${name}.${column}`),
    );
    expect(both).toEqual([]);
  });

  it("counts the leads' contact details as personal", () => {
    for (const column of [
      "consultations.phone",
      "contacts.email",
      "chat_conversations.conversationData",
      "bookings.address",
      "enquiries.matchKey",
    ])
      expect(personalColumns()).toContain(column);
  });
});

describe("the privacy notice made from it", () => {
  for (const [locale, catalogue] of [
    ["en", en],
    ["ta", ta],
  ] as const) {
    it(`lists every personal field of every item, in ${locale}`, () => {
      const items = noticeItems(locale);
      expect(items.map((item) => item.item)).toEqual([...NOTICE_ITEMS]);
      for (const item of items)
        for (const field of itemFields(item.item)) expect(item.what).toContain(catalogue.legal.privacy.map.fields[field]);
      const chat = items.find((item) => item.item === "chat")!;
      expect(chat.to).toContain(catalogue.legal.privacy.map.recipients["ai-endpoint"]);
    });

    it(`says the retention of the one setting, in ${locale}`, () => {
      expect(retentionSentence(locale)).toContain(`${site.privacy.retentionMonths} `);
      site.privacy.retentionMonths = 18;
      expect(retentionSentence(locale)).toContain("18 ");
      expect(noticeItems(locale).find((item) => item.item === "forms")!.kept).toContain("18 ");
    });
  }

  it("has a version that changes with what the notice says", () => {
    expect(NOTICE_VERSION).toMatch(/^[0-9a-z]{11}$/);
    expect(noticeVersion()).toBe(NOTICE_VERSION);
    site.privacy.retentionMonths = 12;
    expect(noticeVersion()).not.toBe(NOTICE_VERSION);
    site.privacy.retentionMonths = savedPrivacy.retentionMonths;
    DATA_MAP.contacts!.personal.subject!.item = "enquiry";
    expect(noticeVersion()).not.toBe(NOTICE_VERSION);
    DATA_MAP.contacts!.personal.subject!.item = "forms";
    expect(noticeVersion()).toBe(NOTICE_VERSION);
  });
});
