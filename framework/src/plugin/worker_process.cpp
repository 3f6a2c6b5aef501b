#include "plugin/worker_process.hpp"

#include <malloc.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#endif

#include "plugin/call_meter.hpp"
#include "plugin/call_sink.hpp"
#include "plugin/worker_protocol.hpp"

namespace gavel {
namespace {

using namespace worker_protocol;

// A call whose peak was this far above its start hands its freed heap back (malloc_trim), so that the next call
// does not find it already resident and start with more than its share.
constexpr std::uint64_t trim_after_kib = 8 << 10;

bool read_all_at(int fd, char* data, std::size_t size, off_t offset) {
    while (size > 0) {
        const ssize_t got = ::pread(fd, data, size, offset);
        if (got <= 0) {
            if (got < 0 && errno == EINTR) continue;
            return false;
        }
        data += got;
        size -= static_cast<std::size_t>(got);
        offset += got;
    }
    return true;
}

void reset_signals() {
    // The judge's handlers (a test framework's, a Ctrl-C handler) must not run here: a crash in a plugin has to
    // end the worker with its own signal.
    for (int signal_number = 1; signal_number < NSIG; ++signal_number) ::signal(signal_number, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
}

// Closes every inherited descriptor but 0-2 and `keep`: the worker lives long, and must not hold the judge's
// other pipes and sockets (a sandbox's, another worker's) open for that long.
void close_all_but(std::initializer_list<int> keep) {
    std::vector<int> sorted(keep);
    std::sort(sorted.begin(), sorted.end());
    unsigned next = 3;
    for (const int fd : sorted) {
        if (fd < static_cast<int>(next)) continue;
        if (static_cast<unsigned>(fd) > next) ::syscall(SYS_close_range, next, static_cast<unsigned>(fd) - 1, 0u);
        next = static_cast<unsigned>(fd) + 1;
    }
    ::syscall(SYS_close_range, next, ~0u, 0u);
}

class Worker {
public:
    explicit Worker(const WorkerSetup& setup)
        : setup_(setup),
          state_(*reinterpret_cast<CallState*>(setup.mailbox + state_area.offset)),
          specs_(reinterpret_cast<const CallSpec*>(setup.mailbox + calls_area.offset)),
          outcomes_(reinterpret_cast<CallOutcome*>(setup.mailbox + outcomes_area.offset)) {
        params_.reserve(64);
    }

    [[noreturn]] void serve() {
        rusage usage{};
        ::getrusage(RUSAGE_SELF, &usage);
        take_baseline(usage);
        for (;;) {
            Request request;
            const ssize_t got = ::recv(setup_.socket, &request, sizeof request, 0);
            if (got == 0) ::_exit(0);  // the judge closed its end: no more calls
            if (got < 0 && errno == EINTR) continue;
            if (got != static_cast<ssize_t>(sizeof request) || request.call_count == 0 || request.call_count > max_chain)
                ::_exit(1);
            const char* payload = receive_payload(request);
            output_end_ = message_end_ = 0;
            Reply reply{request.sequence, 0};
            std::uint64_t heaviest_kib = 0;
            for (std::uint32_t i = 0; i < request.call_count; ++i) {
                if (i > 0) take_baseline(usage);
                const bool succeeded = run_call(request.sequence, i, payload, usage);
                heaviest_kib = std::max(heaviest_kib, outcomes_[i].memory_kib);
                ++reply.calls_run;
                if (!succeeded) break;
            }
            if (::send(setup_.socket, &reply, sizeof reply, MSG_NOSIGNAL) != static_cast<ssize_t>(sizeof reply)) ::_exit(1);

            // Made ready for the next chain while the judge reads this one's results.
            if (heaviest_kib > trim_after_kib) {
                ::malloc_trim(0);
                ::getrusage(RUSAGE_SELF, &usage);  // the trim's CPU time is nobody's
            }
            take_baseline(usage);
        }
    }

private:
    // Runs call `index` of the chain and writes its outcome; `usage` is left as the process's after it.
    // False when the call failed, which ends the chain.
    bool run_call(std::uint64_t sequence, std::uint32_t index, const char* payload, rusage& usage) {
        const CallSpec& spec = specs_[index];
        CallOutcome& outcome = outcomes_[index];
        outcome.output_offset = output_end_;
        outcome.message_offset = message_end_;
        state_.output_written.store(0, std::memory_order_relaxed);
        state_.message_written.store(0, std::memory_order_relaxed);
        const std::int64_t started_ns = monotonic_ns();
        state_.started_ns.store(started_ns, std::memory_order_relaxed);
        state_.index.store(index, std::memory_order_release);  // the judge reads started_ns after this
        state_.sequence.store(sequence, std::memory_order_release);
        meter_.apply_limits(spec.cpu_limit_us, spec.memory_limit);

        CallSink output{setup_.mailbox + output_area.offset, output_area.size, setup_.output_spill, output_end_,
                        spec.output_limit, true, &state_.output_written};
        CallSink message{setup_.mailbox + message_area.offset, message_area.size, setup_.message_spill, message_end_,
                         spec.message_limit, false, &state_.message_written};
        const gavel_writer output_writer{&output, &write_to_sink};
        const gavel_writer message_writer{&message, &write_to_sink};
        int status = GAVEL_FAILED;
        try {
            status = invoke(spec, payload + spec.payload_offset, &output_writer, &message_writer);
        } catch (...) {
            ::_exit(exit_threw);
        }

        ::getrusage(RUSAGE_SELF, &usage);
        outcome.status = status;
        outcome.wall_us = (monotonic_ns() - started_ns) / 1000;
        const CallMeter::Used used = meter_.used(usage);
        outcome.cpu_us = used.cpu_us;
        outcome.memory_kib = used.memory_kib;
        outcome.output_size = output.written;
        outcome.message_size = message.written;
        output_end_ += output.written;
        message_end_ += message.written;
        return status == GAVEL_OK && outcome.cpu_us <= spec.cpu_limit_us && outcome.memory_kib * 1024 <= spec.memory_limit;
    }

    // The next call's starting point, from `usage` (the process's after the last call), published for the
    // judge, which measures a call that died from it.
    void take_baseline(const rusage& usage) {
        meter_.take_baseline(usage);
        state_.cpu_before_us.store(meter_.cpu_before_us(), std::memory_order_relaxed);
        state_.resident_before_kib.store(meter_.resident_before_kib(), std::memory_order_relaxed);
    }

    // The chain's payload: in the mailbox, or (too big for it) read from the spill file into a buffer kept for
    // the next.
    const char* receive_payload(const Request& request) {
        if (request.payload_spilled == 0) return setup_.mailbox + input_area.offset;
        std::uint64_t size = 0;
        for (std::uint32_t i = 0; i < request.call_count; ++i) {
            const CallSpec& spec = specs_[i];
            size = std::max(size, spec.payload_offset + spec.part_size[0] + spec.part_size[1] + spec.part_size[2]);
        }
        if (size > spilled_capacity_) {
            // The last call's address-space limit must not refuse the judge's input.
            meter_.lift_address_space_limit();
            spilled_.reset();
            spilled_.reset(new char[size]);
            spilled_capacity_ = size;
        }
        if (!read_all_at(setup_.input_spill, spilled_.get(), size, 0)) ::_exit(1);
        if (size > spilled_touched_) {
            // New resident pages hold the input, which the judge already had: not the call's memory.
            spilled_touched_ = size;
            rusage usage{};
            ::getrusage(RUSAGE_SELF, &usage);
            take_baseline(usage);
        }
        return spilled_.get();
    }

    int invoke(const CallSpec& spec, const char* payload, const gavel_writer* output, const gavel_writer* message) {
        const gavel_problem* plugin = setup_.plugin;
        const auto* sizes = spec.part_size;
        switch (spec.function) {
            case Function::solve:
                if (plugin != nullptr) return plugin->solve(payload, sizes[0], output, message);
                break;
            case Function::validate:
                if (plugin != nullptr && plugin->validate != nullptr) return plugin->validate(payload, sizes[0], message);
                break;
            case Function::generate:
                if (plugin != nullptr && plugin->generate != nullptr) {
                    parse_params(payload, spec.param_count);
                    return plugin->generate(spec.seed, params_.data(), params_.size(), output, message);
                }
                break;
            case Function::check:
                if (plugin != nullptr && plugin->check_scored != nullptr) {
                    // A check's output is otherwise empty: partial credit's fraction goes back there, as its bytes.
                    double fraction = 1;
                    const int status = plugin->check_scored(payload, sizes[0], payload + sizes[0], sizes[1],
                                                            payload + sizes[0] + sizes[1], sizes[2], message, &fraction);
                    if (status == GAVEL_PARTIAL_CREDIT) output->write(output->context, reinterpret_cast<const char*>(&fraction), sizeof fraction);
                    return status;
                }
                if (plugin != nullptr && plugin->check != nullptr)
                    return plugin->check(payload, sizes[0], payload + sizes[0], sizes[1], payload + sizes[0] + sizes[1],
                                         sizes[2], message);
                break;
            case Function::callback:
                if (setup_.callback != nullptr) return (*setup_.callback)(output, message);
                break;
        }
        static constexpr char missing[] = "the worker has no such function";
        message->write(message->context, missing, sizeof missing - 1);
        return GAVEL_FAILED;
    }

    void parse_params(const char* text, std::uint32_t count) {
        params_.clear();
        for (std::uint32_t i = 0; i < count; ++i) {
            const char* key = text;
            const char* value = key + std::strlen(key) + 1;
            text = value + std::strlen(value) + 1;
            params_.push_back({key, value});
        }
    }

    WorkerSetup setup_;
    CallState& state_;
    const CallSpec* specs_;
    CallOutcome* outcomes_;
    CallMeter meter_;
    std::uint64_t output_end_ = 0;   // where the next call's output starts in the chain's output stream
    std::uint64_t message_end_ = 0;  // likewise for messages
    std::unique_ptr<char[]> spilled_;
    std::size_t spilled_capacity_ = 0;
    std::size_t spilled_touched_ = 0;
    std::vector<gavel_param> params_;
};

Worker* serving = nullptr;

void serve_on_this_stack() {
#if defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer must know the stack it runs on (see serve_on_large_stack): otherwise every exception
    // thrown here is reported as a stack-use-after-scope in a stack it never heard of.
    __sanitizer_finish_switch_fiber(nullptr, nullptr, nullptr);
#endif
    serving->serve();
}

// Serves on a stack of its own: the judge thread this process was forked from has a fixed stack of a few MiB,
// while a plugin, as a program would, may recurse as deep as its memory allows. The reservation costs address
// space only; pages used count as the call's memory like any other.
[[noreturn]] void serve_on_large_stack(Worker& worker) {
    serving = &worker;
    for (const std::size_t size : {std::size_t(1) << 30, std::size_t(256) << 20, std::size_t(64) << 20}) {
        void* stack = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
        if (stack == MAP_FAILED) continue;
        ::mprotect(stack, static_cast<std::size_t>(::sysconf(_SC_PAGESIZE)), PROT_NONE);  // overflow: SIGSEGV, not corruption
#ifdef MADV_POPULATE_WRITE
        // The top, which every call uses (the SDK's stream buffers alone take 64 KiB), is made resident now: part
        // of the starting point of every call rather than charged to the first.
        constexpr std::size_t warm = std::size_t(256) << 10;
        ::madvise(static_cast<char*>(stack) + size - warm, warm, MADV_POPULATE_WRITE);
#endif
        static ucontext_t context;
        ::getcontext(&context);
        context.uc_stack.ss_sp = stack;
        context.uc_stack.ss_size = size;
        context.uc_link = nullptr;
        ::makecontext(&context, &serve_on_this_stack, 0);
#if defined(__SANITIZE_ADDRESS__)
        __sanitizer_start_switch_fiber(nullptr, stack, size);  // no way back: the old stack is left for good
#endif
        ::setcontext(&context);
        break;  // setcontext returns only when it failed
    }
    worker.serve();
}

}  // namespace

void serve_plugin_calls(const WorkerSetup& setup) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != setup.judge) ::_exit(1);  // the judge ended before the line above
    while (setup.stall) ::pause();
    reset_signals();
    close_all_but({setup.socket, setup.input_spill, setup.output_spill, setup.message_spill});
    const rlimit no_core{0, 0};
    ::setrlimit(RLIMIT_CORE, &no_core);
    // The mailbox's pages are the judge's: mapped here now, they are part of every call's starting point and
    // never counted as a call's memory. (Older kernels lack the advice; the pages then fault in on first use.)
#ifdef MADV_POPULATE_WRITE
    ::madvise(setup.mailbox, mailbox_size, MADV_POPULATE_WRITE);
#endif
    serve_on_large_stack(*new Worker(setup));
}

}  // namespace gavel
