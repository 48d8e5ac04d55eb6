// The fake moved to the Node host, which runs it for PAYMENTS=fake; tests keep importing it from here.
export * from '../../src/worker/node/fake-http-server';
