/**
 * The enquiry board's state in its address, so a view, a search or an open enquiry can be bookmarked, shared and
 * reached with Back: `?view=mine|unassigned|all&stage=…&phone=…&id=…`. The staff alerts link to `?id=N`.
 */
import { STAGES, type EnquiryQuery, type Stage } from "../../../lib/admin/enquiries";

export const BOARD_VIEWS = ["mine", "unassigned", "all"] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

export interface BoardState {
  view: BoardView;
  stage?: Stage;
  phone?: string;
  /** The open enquiry. */
  id?: number;
}

export function parseBoard(search: string): BoardState {
  const params = new URLSearchParams(search);
  const view = BOARD_VIEWS.find((name) => name === params.get("view")) ?? "mine";
  const stage = STAGES.find((name) => name === params.get("stage"));
  const phone = params.get("phone")?.trim() || undefined;
  const id = Number(params.get("id"));
  return { view, stage, phone, id: Number.isSafeInteger(id) && id > 0 ? id : undefined };
}

export function boardQuery(state: BoardState): string {
  const params = new URLSearchParams();
  if (state.view !== "mine") params.set("view", state.view);
  if (state.stage) params.set("stage", state.stage);
  if (state.phone) params.set("phone", state.phone);
  if (state.id) params.set("id", String(state.id));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The staff API's filter for a view: mine, the unassigned ones, or everything the account may see. */
export function apiFilter(state: BoardState, extra: Partial<EnquiryQuery> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view === "mine") params.set("owner", "me");
  if (state.view === "unassigned") params.set("owner", "none");
  if (state.stage) params.set("stage", state.stage);
  if (state.phone) params.set("phone", state.phone);
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) params.set(name, String(value));
  return params;
}
