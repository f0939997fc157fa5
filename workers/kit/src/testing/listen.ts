import type { FastifyInstance } from "fastify";

/** A service listening on an ephemeral loopback port, for tests over real HTTP. */
export interface RunningService {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Starts `app` on 127.0.0.1 with a free port. */
export async function listenForTest(app: FastifyInstance): Promise<RunningService> {
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return { url, app, close: () => app.close() };
}
