export {
  createSession,
  EXECUTION_PROVIDERS,
  type ExecutionProvider,
  type OnnxSession,
  type SessionSettings,
  type TensorData,
  type TensorValue,
} from "./onnx-runtime";
