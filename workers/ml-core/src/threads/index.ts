export { RpcClient, type RpcReply, type RpcResult, serveRpc } from "./rpc";
export { spawnTsWorker } from "./spawn-ts-worker";
