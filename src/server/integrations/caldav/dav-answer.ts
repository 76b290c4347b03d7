import { type DAVResponse, davRequest } from "tsdav";

/** One XML answer of a CalDAV server, as read off the wire. */
export interface DavAnswer {
  text: string;
  status: number;
  statusText: string;
  contentType: string;
  url: string;
}

/**
 * tsdav's own reading of a multistatus answer (xml-js with its names and value conversions), without a request:
 * the same DAVResponse[] its `propfind` and `calendarQuery` return, less `raw` (the whole document again).
 */
export async function parseDavAnswer(answer: DavAnswer): Promise<DAVResponse[]> {
  const responses = await davRequest({
    url: answer.url,
    init: { method: "PROPFIND", body: null },
    convertIncoming: false,
    fetch: async () =>
      new Response(answer.text, {
        status: answer.status,
        statusText: answer.statusText,
        headers: { "content-type": answer.contentType },
      }),
  });
  return responses.map(({ raw: _raw, ...response }) => response);
}
