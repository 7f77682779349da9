import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { batchOptions, samplerChoice, tracingConfigured } from "./tracing";

// The OpenTelemetry spec's environment variables that the 2.x sdk-trace package does not read itself (decision 069).
describe("OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG", () => {
  it("defaults to parentbased_always_on", () => {
    expect(samplerChoice({})).toEqual({ name: "parentbased_always_on", ratio: 1 });
    expect(samplerChoice({ OTEL_TRACES_SAMPLER: "  " })).toEqual({ name: "parentbased_always_on", ratio: 1 });
  });

  it("takes every sampler of the spec, in any case, the ratio only for the ratio samplers", () => {
    expect(samplerChoice({ OTEL_TRACES_SAMPLER: "always_off" })).toEqual({ name: "always_off", ratio: 1 });
    expect(samplerChoice({ OTEL_TRACES_SAMPLER: "Always_On", OTEL_TRACES_SAMPLER_ARG: "0.5" })).toEqual({ name: "always_on", ratio: 1 });
    expect(samplerChoice({ OTEL_TRACES_SAMPLER: "parentbased_always_off" })).toEqual({ name: "parentbased_always_off", ratio: 1 });
    expect(samplerChoice({ OTEL_TRACES_SAMPLER: "traceidratio", OTEL_TRACES_SAMPLER_ARG: "0.25" })).toEqual({ name: "traceidratio", ratio: 0.25 });
    expect(samplerChoice({ OTEL_TRACES_SAMPLER: "parentbased_traceidratio", OTEL_TRACES_SAMPLER_ARG: "0" })).toEqual({ name: "parentbased_traceidratio", ratio: 0 });
    expect(samplerChoice({ OTEL_TRACES_SAMPLER: "parentbased_traceidratio" })).toEqual({ name: "parentbased_traceidratio", ratio: 1 });
  });

  it("an unknown sampler or a ratio out of range is the default, with a warning naming it", () => {
    expect(samplerChoice({ OTEL_TRACES_SAMPLER: "jaeger_remote" })).toEqual({
      name: "parentbased_always_on",
      ratio: 1,
      warning: "OTEL_TRACES_SAMPLER=jaeger_remote is not a sampler of the spec; parentbased_always_on is used",
    });
    expect(samplerChoice({ OTEL_TRACES_SAMPLER: "traceidratio", OTEL_TRACES_SAMPLER_ARG: "1.5" })).toEqual({
      name: "traceidratio",
      ratio: 1,
      warning: "OTEL_TRACES_SAMPLER_ARG=1.5 is not a ratio in [0, 1]; 1 is used",
    });
  });

  it("whatever it is given, the ratio is one in [0, 1] and the name one of the spec's", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.oneof(fc.string(), fc.double().map(String))), (sampler, arg) => {
        const choice = samplerChoice({ OTEL_TRACES_SAMPLER: sampler ?? undefined, OTEL_TRACES_SAMPLER_ARG: arg ?? undefined });
        expect(choice.ratio).toBeGreaterThanOrEqual(0);
        expect(choice.ratio).toBeLessThanOrEqual(1);
        expect(["always_on", "always_off", "traceidratio", "parentbased_always_on", "parentbased_always_off", "parentbased_traceidratio"]).toContain(choice.name);
      }),
    );
  });
});

describe("OTEL_BSP_* (the batch processor)", () => {
  it("takes positive whole numbers and leaves the rest to the SDK's defaults", () => {
    expect(batchOptions({})).toEqual({});
    expect(
      batchOptions({ OTEL_BSP_SCHEDULE_DELAY: "1000", OTEL_BSP_EXPORT_TIMEOUT: "0", OTEL_BSP_MAX_QUEUE_SIZE: "-5", OTEL_BSP_MAX_EXPORT_BATCH_SIZE: "2.5" }),
    ).toEqual({ scheduledDelayMillis: 1000 });
    expect(batchOptions({ OTEL_BSP_MAX_QUEUE_SIZE: " 4096 ", OTEL_BSP_MAX_EXPORT_BATCH_SIZE: "1024" })).toEqual({ maxQueueSize: 4096, maxExportBatchSize: 1024 });
  });
});

describe("whether tracing is on", () => {
  it("needs an OTLP endpoint and no OTEL_SDK_DISABLED=true", () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: "TRUE" })).toBe(false);
  });
});
