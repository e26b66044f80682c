/**
 * Reads through an endpoint declared in contract/api (contract/endpoint.ts): the method and the
 * path come from the declaration, the input is typed by its schemas, and the answer's `data` is
 * parsed by its response schema, so a screen names no path string and casts no answer type. A read
 * the specification sends as POST (a compare, a status asked through the call that started it)
 * is a read too: it changes nothing, so it goes straight to the server and not through the write
 * kit, which exists for changes. So do the pre-login calls (sign-in, an invitation's password,
 * password recovery, sign-out): there is no local database yet, nothing for the outbox to keep,
 * and they make sense only while the server answers. An answer that does not match its schema rejects with an
 * `ApiError` (code `invalid_answer`), never reaches a screen half-read.
 */
import type { AnswerOf, EndpointDef, RequestInput } from '../../contract/endpoint';
import { requestOf } from '../../contract/endpoint';
import type { Envelope, Page } from '../../contract/envelope';
import { LIMITS } from '../../contract/limits';
import { api, ApiError, type ApiResponse, type RequestOptions } from './api-client';
import { i18n } from './i18n';

type ReadOptions = Pick<RequestOptions, 'signal' | 'timeout' | 'headers'>;

async function send(
  e: EndpointDef,
  input: RequestInput<EndpointDef>,
  options: ReadOptions,
): Promise<ApiResponse<Envelope<unknown>>> {
  const request = requestOf(e, input);
  const config = { ...options, params: request.query as Record<string, unknown> | undefined };
  switch (request.method) {
    case 'GET':
      return api.get(request.path, config);
    case 'POST':
      return api.post(request.path, request.body, config);
    case 'PUT':
      return api.put(request.path, request.body, config);
    case 'PATCH':
      return api.patch(request.path, request.body, config);
    case 'DELETE':
      return api.delete(request.path, { ...config, data: request.body });
  }
}

/**
 * An answer's `data` parsed by the endpoint's response schema; an `ApiError` (`invalid_answer`)
 * when it does not match. Also the write kit's (`answerOf`), for a write's direct answer.
 */
export function parsed<E extends EndpointDef>(e: E, data: unknown): AnswerOf<E> {
  const result = e.response.safeParse(data);
  if (result.success) return result.data as AnswerOf<E>;
  // Fields this app does not know yet (a newer server: the cached app may be older) are not a
  // broken answer: answer schemas declared strict for the reference must not stop the sync.
  if (result.error.issues.every((issue) => issue.code === 'unrecognized_keys'))
    return data as AnswerOf<E>;
  throw new ApiError({
    status: 200,
    code: 'invalid_answer',
    message: i18n.t('errors:invalidAnswer'),
  });
}

/**
 * The endpoint's success message and `data`: for the calls whose screen shows the server's own
 * words (password recovery). Like `readEndpoint`, for calls outside the write kit only.
 */
export async function callEndpoint<E extends EndpointDef>(
  e: E,
  input: RequestInput<E>,
  options: ReadOptions = {},
): Promise<{ message: string; data: AnswerOf<E> }> {
  const { data } = await send(e, input as RequestInput<EndpointDef>, options);
  return { message: data.message, data: parsed(e, data.data) };
}

/** The `data` of the endpoint's answer, parsed by its response schema. */
export async function readEndpoint<E extends EndpointDef>(
  e: E,
  input: RequestInput<E>,
  options: ReadOptions = {},
): Promise<AnswerOf<E>> {
  const { data } = await send(e, input as RequestInput<EndpointDef>, options);
  return parsed(e, data.data);
}

/** A list longer than this many pages is a server fault, not a company: stop rather than loop. */
const MAX_PAGES = 200;

type PageRow<E> = AnswerOf<E> extends Page<infer T> ? T : never;

/**
 * Every row of a paged list endpoint (api.md "Lists": `{ data, page, limit, total, total_page }`),
 * read page by page at the largest page the server allows: the screens that need a whole list (a
 * role picker, the group tree, the folder panel) stay whole for a company with more rows than one
 * page.
 */
export async function readAllPages<E extends EndpointDef>(
  e: E,
  input: RequestInput<E>,
  /** The largest page this list allows, when lower than the API's usual largest. */
  pageSize: number = LIMITS.maxPageSize,
): Promise<PageRow<E>[]> {
  const rows: PageRow<E>[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = { ...(input.query as object | undefined), page, limit: pageSize };
    const answer = (await readEndpoint(e, { ...input, query } as RequestInput<E>)) as Page<
      PageRow<E>
    >;
    rows.push(...answer.data);
    if (page >= answer.total_page) break;
  }
  return rows;
}
