/**
 * An in-memory axios adapter for tests and demos: records every request as sent (after the
 * client's interceptors) and answers from a handler, without any network.
 */
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { setApiAdapter } from './api-client';

export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/** Routes every API call of the app to `handler`; returns the list of recorded requests. */
export function installFakeApi(handler: FakeHandler): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (value !== undefined && value !== null) headers[key] = String(value);
    }
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toLowerCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      headers,
      body: typeof config.data === 'string' ? safeJson(config.data) : config.data,
    };
    requests.push(request);
    const answer = await handler(request);
    const response: AxiosResponse = {
      status: answer.status,
      statusText: String(answer.status),
      data: answer.body ?? {},
      headers: AxiosHeaders.from(answer.headers ?? {}),
      config,
    };
    const validate = config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
    if (!validate(answer.status)) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  setApiAdapter(adapter);
  return requests;
}

/** Back to the real network adapter. */
export function uninstallFakeApi(): void {
  setApiAdapter(undefined);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
