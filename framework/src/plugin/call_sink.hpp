// The sink of one worker call's output or message: a gavel_writer's target that fills the call's part of the
// mailbox area and then the spill file, counted against the call's limit (see worker_protocol.hpp).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace gavel {

struct CallSink {
    char* area;
    std::size_t area_size;
    int spill;
    std::uint64_t start;  // where the call's bytes begin in the chain's stream
    std::uint64_t limit;
    bool over_limit_ends_worker;  // output: the worker exits (exit_output_limit); a message is cut instead
    std::atomic<std::uint64_t>* published;  // the judge reads it if the worker dies before replying
    std::uint64_t written = 0;
};

/// gavel_writer::write over a CallSink: nonzero when the spill file refused the bytes.
int write_to_sink(void* sink, const char* data, std::size_t size);

}  // namespace gavel
