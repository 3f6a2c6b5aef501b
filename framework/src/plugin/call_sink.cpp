#include "plugin/call_sink.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "plugin/worker_protocol.hpp"

namespace gavel {
namespace {

bool write_all_at(int fd, const char* data, std::size_t size, off_t offset) {
    while (size > 0) {
        const ssize_t written = ::pwrite(fd, data, size, offset);
        if (written < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        data += written;
        size -= static_cast<std::size_t>(written);
        offset += written;
    }
    return true;
}

}  // namespace

int write_to_sink(void* context, const char* data, std::size_t size) {
    // The plugin may hand over no bytes at a null pointer, which memcpy must not be given even for no bytes.
    if (size == 0) return 0;
    auto& sink = *static_cast<CallSink*>(context);
    if (size > sink.limit - sink.written) {
        if (sink.over_limit_ends_worker) ::_exit(worker_protocol::exit_output_limit);
        size = static_cast<std::size_t>(sink.limit - sink.written);
    }
    std::uint64_t at = sink.start + sink.written;
    if (at < sink.area_size) {
        const auto part = static_cast<std::size_t>(std::min<std::uint64_t>(size, sink.area_size - at));
        std::memcpy(sink.area + at, data, part);
        sink.written += part;
        at += part;
        data += part;
        size -= part;
    }
    int refused = 0;
    if (size > 0) {
        if (write_all_at(sink.spill, data, size, static_cast<off_t>(at - sink.area_size))) sink.written += size;
        else refused = 1;
    }
    sink.published->store(sink.written, std::memory_order_relaxed);
    return refused;
}

}  // namespace gavel
