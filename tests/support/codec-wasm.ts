// Every test process reads images with the Node host's codecs (apps built from source run tasks inline).
import { provideCodecWasm } from '../../src/worker/images/codecs';
import { nodeCodecWasm } from '../../src/worker/node/codec-wasm';

provideCodecWasm(nodeCodecWasm);
