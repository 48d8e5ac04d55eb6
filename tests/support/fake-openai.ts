import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { type FakeAnswer, startFakeHttpServer } from './fake-http-server';

/** One answer of the fake, in the order they were scripted. */
export type ScriptedReply =
  /** A completion whose message has this content. */
  | { content: string | null }
  /** A completion whose message calls this function. */
  | { toolCall: { name: string; arguments: string } }
  /** OpenAI's error body with this status; 429 and 5xx ask for a 1 ms retry wait, so the SDK's retries are quick. */
  | { status: number; message?: string }
  /** A body sent as it is. */
  | { raw: string; status?: number; contentType?: string };

export const jsonReply = (value: unknown): ScriptedReply => ({ content: JSON.stringify(value) });

/** The same reply `times` times: one for the first try and each of the SDK's retries. */
export const repeated = (reply: ScriptedReply, times = 3): ScriptedReply[] => Array.from({ length: times }, () => reply);

let completions = 0;

function completion(request: ChatCompletionCreateParamsNonStreaming, reply: { content: string | null } | { toolCall: { name: string; arguments: string } }) {
  completions += 1;
  const toolCalls =
    'toolCall' in reply ? [{ id: `call_fake_${completions}`, type: 'function', function: { name: reply.toolCall.name, arguments: reply.toolCall.arguments } }] : undefined;
  return {
    id: `chatcmpl-fake-${completions}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [
      {
        index: 0,
        finish_reason: toolCalls ? 'tool_calls' : 'stop',
        logprobs: null,
        message: { role: 'assistant', content: 'content' in reply ? reply.content : null, refusal: null, ...(toolCalls ? { tool_calls: toolCalls } : {}) },
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function answer(reply: ScriptedReply | undefined, request: ChatCompletionCreateParamsNonStreaming): FakeAnswer {
  if (!reply) return { status: 400, json: { error: { message: 'The fake OpenAI has no reply scripted.', type: 'invalid_request_error', param: null, code: null } } };
  if ('raw' in reply) return { status: reply.status ?? 200, headers: { 'content-type': reply.contentType ?? 'text/plain', 'retry-after-ms': '1' }, raw: reply.raw };
  if ('status' in reply) {
    const error = reply.message === undefined ? undefined : { message: reply.message, type: 'api_error', param: null, code: null };
    return { status: reply.status, headers: { 'retry-after-ms': '1' }, json: error ? { error } : {} };
  }
  return { json: completion(request, reply) };
}

/**
 * A local stand-in for OpenAI's chat completions, enough for the real `openai` SDK: it answers from
 * a queue of scripted replies and records the request bodies. Point the SDK at `baseUrl`.
 */
export async function startFakeOpenAi() {
  const queue: ScriptedReply[] = [];
  const server = await startFakeHttpServer({
    'POST /v1/chat/completions': (request) => answer(queue.shift(), JSON.parse(request.body) as ChatCompletionCreateParamsNonStreaming),
  });
  const completionRequests = () => server.requests.filter((request) => request.path === '/v1/chat/completions');
  return {
    ...server,
    baseUrl: `${server.url}/v1`,
    script: (...replies: ScriptedReply[]) => void queue.push(...replies),
    /** The chat completion requests received, their bodies parsed. */
    bodies: () => completionRequests().map((request) => JSON.parse(request.body) as ChatCompletionCreateParamsNonStreaming),
    /** Forgets the requests and any replies not used yet, between tests. */
    reset: () => {
      queue.length = 0;
      server.requests.length = 0;
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
