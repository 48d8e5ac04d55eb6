/** A tRPC answer read from its JSON body: the result, or the error as a client receives it. */
export interface ProcedureAnswer {
  status: number;
  setCookie: string | null;
  body: { result?: { data: unknown }; error?: { message: string; data: { code: string; reason: string | null } } };
}

/**
 * Sends `count` requests at once, each a request of its own (so each runs in its own transaction),
 * and reads every answer.
 */
export async function sendAtOnce(count: number, send: (index: number) => Response | Promise<Response>): Promise<ProcedureAnswer[]> {
  const responses = await Promise.all(Array.from({ length: count }, async (_, index) => send(index)));
  return Promise.all(
    responses.map(async (response) => ({
      status: response.status,
      setCookie: response.headers.get('set-cookie'),
      body: (await response.json()) as ProcedureAnswer['body'],
    })),
  );
}

/** Splits answers into those that succeeded and those refused. */
export function byOutcome(answers: ProcedureAnswer[]) {
  return { accepted: answers.filter((answer) => answer.body.result), refused: answers.filter((answer) => answer.body.error) };
}
