// The JSON beside this file is written by the build (src/integrations/server-content) and is not committed;
// this declaration types it, and lets type checks pass before the first build.
import type { ServerContent } from "../integrations/server-content/collect";

declare const content: ServerContent;
export default content;
