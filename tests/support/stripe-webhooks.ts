// The event builders moved to the Node host, whose fake checkout sends them; tests keep importing them from here.
export * from '../../src/worker/node/stripe-events';
