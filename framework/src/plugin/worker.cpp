#include "plugin/worker.hpp"

#include <signal.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <memory>
#include <string>

#include "base/errors.hpp"
#include "plugin/worker_process.hpp"
#include "posix/worker_spawner.hpp"

namespace gavel {
namespace {

// Set by abandon_all(), from a signal handler: lock-free, read by every wait.
std::atomic<bool> calls_abandoned{false};
static_assert(std::atomic<bool>::is_always_lock_free);
// Workers still to be started hung, for the tests (stall_next_starts).
std::atomic<int> starts_to_stall{0};

using namespace worker_protocol;
using Clock = std::chrono::steady_clock;

// How late a dead worker or a passed wall limit may be noticed: the judge waits in recv() in slices this long.
constexpr timeval wait_slice{0, 10000};

int new_memfd(const char* name) {
    const int fd = static_cast<int>(::syscall(SYS_memfd_create, name, MFD_CLOEXEC));
    if (fd < 0) throw_system_error("memfd_create");
    return fd;
}

void write_all_at(int fd, const char* data, std::size_t size, off_t offset) {
    while (size > 0) {
        const ssize_t written = ::pwrite(fd, data, size, offset);
        if (written < 0) {
            if (errno == EINTR) continue;
            throw_system_error("pwrite to a plugin worker's input");
        }
        data += written;
        size -= static_cast<std::size_t>(written);
        offset += written;
    }
}

// Reads what there is, up to `size`: a worker that died mid-write may have left less than it counted.
std::size_t read_up_to(int fd, char* data, std::size_t size, off_t offset) {
    std::size_t total = 0;
    while (total < size) {
        const ssize_t got = ::pread(fd, data + total, size - total, offset + static_cast<off_t>(total));
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        total += static_cast<std::size_t>(got);
    }
    return total;
}

void truncate(int fd) {
    while (::ftruncate(fd, 0) < 0 && errno == EINTR) {
    }
}

std::int64_t cpu_us(const rusage& usage) {
    return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000LL + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
}

// The verdict rules, the same whether the worker replied or died: the limit is the reason when a worker killed
// at one also shows a signal.
void apply_limits_to(RunResult& result, bool killed_for_wall, const CallLimits& limits) {
    if (killed_for_wall) result.ending = RunResult::Ending::wall_limit;
    if (result.cpu > limits.cpu || result.signal == SIGXCPU) result.ending = RunResult::Ending::cpu_limit;
    else if (result.finished_with(GAVEL_OUT_OF_MEMORY))
        result.ending = RunResult::Ending::memory_limit;
    else if (result.memory_kib * 1024 > limits.memory) result.ending = RunResult::Ending::memory_limit;
    if (result.output.size() > limits.output) result.ending = RunResult::Ending::output_limit;
}

}  // namespace

PluginWorker::Mailbox::~Mailbox() {
    if (bytes != nullptr) ::munmap(bytes, mailbox_size);
}

PluginWorker::PluginWorker(const gavel_problem* plugin, const IsolatedFunction* callback) {
    int pair[2];
    if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0) throw_system_error("socketpair");
    socket_.reset(pair[0]);
    const UniqueFd worker_end(pair[1]);
    ::setsockopt(socket_.get(), SOL_SOCKET, SO_RCVTIMEO, &wait_slice, sizeof wait_slice);
    input_spill_.reset(new_memfd("gavel-input"));
    output_spill_.reset(new_memfd("gavel-output"));
    message_spill_.reset(new_memfd("gavel-message"));
    // Populated now, so that neither side takes a page fault per page of it later.
    void* mailbox = ::mmap(nullptr, mailbox_size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    if (mailbox == MAP_FAILED) throw_system_error("mmap of a plugin worker's mailbox");
    mailbox_.bytes = static_cast<char*>(mailbox);

    WorkerSetup setup;
    setup.plugin = plugin;
    setup.callback = callback;
    setup.judge = ::getpid();
    setup.socket = worker_end.get();
    setup.input_spill = input_spill_.get();
    setup.output_spill = output_spill_.get();
    setup.message_spill = message_spill_.get();
    setup.mailbox = mailbox_.bytes;
    for (int left = starts_to_stall.load(); left > 0 && !setup.stall;)
        setup.stall = starts_to_stall.compare_exchange_weak(left, left - 1);
    pid_ = fork_worker([&] { serve_plugin_calls(setup); });
}

PluginWorker::~PluginWorker() { end(); }

const CallState& PluginWorker::state() const { return *reinterpret_cast<const CallState*>(mailbox_.bytes + state_area.offset); }

void PluginWorker::end(int* status, rusage* usage) {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGKILL);  // harmless when it is already gone: unreaped, the pid is still its own
    int ignored_status = 0;
    rusage ignored_usage{};
    while (::wait4(pid_, status ? status : &ignored_status, 0, usage ? usage : &ignored_usage) < 0 && errno == EINTR) {
    }
    pid_ = -1;
}

void PluginWorker::place_chain(std::span<const PluginCall> calls, Request& request) {
    // Generator parameters are serialised first, all of them, so that the buffer does not move while views into
    // it are held.
    params_text_.clear();
    for (const auto& call : calls)
        for (std::size_t i = 0; i < call.param_count; ++i)
            params_text_.append(call.params[i].key).append(1, '\0').append(call.params[i].value).append(1, '\0');
    auto* specs = reinterpret_cast<CallSpec*>(mailbox_.bytes + calls_area.offset);
    std::array<std::string_view, 3> parts[max_chain];
    bool reuses_previous[max_chain] = {};
    std::size_t payload_size = 0, params_at = 0;
    for (std::size_t c = 0; c < calls.size(); ++c) {
        const PluginCall& call = calls[c];
        CallSpec& spec = specs[c];
        spec = CallSpec{};
        spec.function = call.function;
        spec.cpu_limit_us = call.limits.cpu.count();
        spec.memory_limit = call.limits.memory;
        spec.output_limit = call.limits.output;
        spec.message_limit = call.limits.message;
        switch (call.function) {
            case Function::solve:
            case Function::validate: parts[c] = {call.input, {}, {}}; break;
            case Function::check: parts[c] = {call.input, call.output, call.answer}; break;
            case Function::generate: {
                std::size_t length = 0;
                for (std::size_t i = 0; i < call.param_count; ++i)
                    length += std::strlen(call.params[i].key) + std::strlen(call.params[i].value) + 2;
                parts[c] = {std::string_view(params_text_).substr(params_at, length), {}, {}};
                params_at += length;
                spec.param_count = static_cast<std::uint32_t>(call.param_count);
                spec.seed = call.seed;
                break;
            }
            case Function::callback: break;
        }
        for (std::size_t p = 0; p < 3; ++p) spec.part_size[p] = parts[c][p].size();
        // A call on the very bytes of the one before (the solve after the validation) reads them where they are.
        reuses_previous[c] = c > 0 && std::equal(parts[c].begin(), parts[c].end(), parts[c - 1].begin(),
                                                 [](std::string_view a, std::string_view b) {
                                                     return a.data() == b.data() && a.size() == b.size();
                                                 });
        if (reuses_previous[c]) {
            spec.payload_offset = specs[c - 1].payload_offset;
            continue;
        }
        spec.payload_offset = payload_size;
        for (const auto& part : parts[c]) payload_size += part.size();
    }
    request.payload_spilled = payload_size > input_area.size;
    for (std::size_t c = 0; c < calls.size(); ++c) {
        if (reuses_previous[c]) continue;
        std::size_t at = specs[c].payload_offset;
        for (const auto& part : parts[c]) {
            // An empty part may be a view of nothing (data() null, a callback's or an empty input's): memcpy must
            // not be handed that pointer, even for no bytes.
            if (part.empty()) continue;
            if (request.payload_spilled) write_all_at(input_spill_.get(), part.data(), part.size(), static_cast<off_t>(at));
            else std::memcpy(mailbox_.bytes + input_area.offset + at, part.data(), part.size());
            at += part.size();
        }
    }
}

PluginWorker::Wait PluginWorker::wait_for_reply(std::span<const PluginCall> calls, Clock::time_point sent, Reply& reply) {
    // Waits in recv() itself, so a reply in time costs one system call. After every slice it looks whether the
    // running call's wall limit passed and whether the worker is still there: the socket's end of file is not
    // enough, as a process forked from another judge thread at the wrong moment may hold the worker's end open.
    for (;;) {
        const ssize_t got = ::recv(socket_.get(), &reply, sizeof reply, 0);
        if (got == static_cast<ssize_t>(sizeof reply)) {
            if (reply.sequence == sequence_) return Wait::replied;
            continue;
        }
        if (got == 0 || (got < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) return Wait::died;
        if (got > 0) continue;
        siginfo_t info{};
        if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid_) {
            // It may have replied just before it ended.
            const bool replied = ::recv(socket_.get(), &reply, sizeof reply, MSG_DONTWAIT) == static_cast<ssize_t>(sizeof reply) &&
                                 reply.sequence == sequence_;
            return replied ? Wait::replied : Wait::died;
        }
        // The running call's deadline: from its start as the worker wrote it, or from the sending.
        Clock::time_point started = sent;
        std::size_t index = 0;
        if (state().sequence.load(std::memory_order_acquire) == sequence_) {
            index = std::min<std::size_t>(state().index.load(std::memory_order_acquire), calls.size() - 1);
            started = Clock::time_point(std::chrono::nanoseconds(state().started_ns.load(std::memory_order_relaxed)));
        }
        if (Clock::now() >= started + calls[index].limits.wall || calls_abandoned.load()) return Wait::wall_limit;
    }
}

void PluginWorker::abandon_all() noexcept { calls_abandoned = true; }

void PluginWorker::stall_next_starts(int count) noexcept { starts_to_stall = count; }

std::string PluginWorker::collect(Area area, int spill, std::uint64_t offset, std::uint64_t size, std::uint64_t cap) const {
    size = std::min(size, cap);
    std::string bytes;
    if (offset < area.size) bytes.assign(mailbox_.bytes + area.offset + offset, static_cast<std::size_t>(std::min(size, area.size - offset)));
    if (bytes.size() < size) {
        const std::size_t have = bytes.size();
        bytes.resize(static_cast<std::size_t>(size));
        const auto spill_offset = static_cast<off_t>(offset + have - area.size);
        bytes.resize(have + read_up_to(spill, bytes.data() + have, bytes.size() - have, spill_offset));
    }
    return bytes;
}

RunResult PluginWorker::result_of(const CallOutcome& outcome, const CallLimits& limits) const {
    RunResult result;
    result.ending = RunResult::Ending::finished;
    result.status = outcome.status;
    result.cpu = Duration(outcome.cpu_us);
    result.wall = Duration(outcome.wall_us);
    result.memory_kib = outcome.memory_kib;
    result.output = collect(output_area, output_spill_.get(), outcome.output_offset, outcome.output_size, limits.output + 1);
    result.message = collect(message_area, message_spill_.get(), outcome.message_offset, outcome.message_size, limits.message);
    apply_limits_to(result, false, limits);
    return result;
}

RunResult PluginWorker::result_of_death(int status, const rusage& usage, bool killed_for_wall, const CallLimits& limits) const {
    const CallState& seen = state();
    const std::size_t index = std::min<std::size_t>(seen.index.load(), max_chain - 1);
    const auto& outcome = reinterpret_cast<const CallOutcome*>(mailbox_.bytes + outcomes_area.offset)[index];
    RunResult result;
    const auto started = Clock::time_point(std::chrono::nanoseconds(seen.started_ns.load()));
    result.wall = std::chrono::duration_cast<Duration>(Clock::now() - started);
    result.cpu = Duration(std::max<std::int64_t>(0, cpu_us(usage) - seen.cpu_before_us.load()));
    const auto peak_kib = static_cast<std::uint64_t>(usage.ru_maxrss);
    const std::uint64_t before_kib = seen.resident_before_kib.load();
    result.memory_kib = peak_kib > before_kib ? peak_kib - before_kib : 0;
    result.output = collect(output_area, output_spill_.get(), outcome.output_offset, seen.output_written.load(), limits.output + 1);
    result.message = collect(message_area, message_spill_.get(), outcome.message_offset, seen.message_written.load(), limits.message);
    result.ending = RunResult::Ending::crashed;
    if (WIFEXITED(status)) {
        // A worker only ends of itself for the two reasons below; any other exit — exit(0) included, which
        // reads like GAVEL_OK — came from the plugin before its function returned, and is a crash: nothing
        // tells its output apart from half an answer.
        result.status = WEXITSTATUS(status);
        if (result.status == exit_output_limit) {
            result.ending = RunResult::Ending::output_limit;
        } else if (result.status == exit_threw) {
            result.message += result.message.empty() ? "" : "\n";
            result.message += "threw an exception across the plugin boundary";
        }
    } else if (WIFSIGNALED(status)) {
        result.signal = WTERMSIG(status);
    }
    apply_limits_to(result, killed_for_wall, limits);
    return result;
}

std::optional<std::vector<RunResult>> PluginWorker::run(std::span<const PluginCall> calls) {
    if (pid_ <= 0 || calls.empty() || calls.size() > max_chain) return std::nullopt;
    Request request;
    request.sequence = ++sequence_;
    request.call_count = static_cast<std::uint32_t>(calls.size());
    place_chain(calls, request);

    const auto sent = Clock::now();
    if (::send(socket_.get(), &request, sizeof request, MSG_NOSIGNAL) != static_cast<ssize_t>(sizeof request)) {
        end();  // gone while idle
        return std::nullopt;
    }
    Reply reply;
    const Wait outcome = wait_for_reply(calls, sent, reply);

    std::vector<RunResult> results;
    const auto* outcomes = reinterpret_cast<const CallOutcome*>(mailbox_.bytes + outcomes_area.offset);
    if (outcome != Wait::replied) {
        // It died, or is killed now for the wall limit: wait4 says how it ended, the mailbox how far it got.
        int status = 0;
        rusage usage{};
        end(&status, &usage);
        if (state().sequence.load() != request.sequence) return std::nullopt;
        const std::size_t index = std::min<std::size_t>(state().index.load(), calls.size() - 1);
        for (std::size_t i = 0; i < index; ++i) results.push_back(result_of(outcomes[i], calls[i].limits));
        results.push_back(result_of_death(status, usage, outcome == Wait::wall_limit, calls[index].limits));
        return results;  // the worker is gone: nothing to tidy for the next chain
    }
    // The worker stops a chain at its first failure by the same rules as apply_limits_to; the judge's decide.
    const std::size_t ran = std::clamp<std::size_t>(reply.calls_run, 1, calls.size());
    for (std::size_t i = 0; i < ran && (results.empty() || results.back().ok()); ++i)
        results.push_back(result_of(outcomes[i], calls[i].limits));
    if (results.back().ending != RunResult::Ending::finished) end();  // it may have been left in any state
    // Spill files are read: empty them, so they hold no memory until a chain needs them again.
    const CallOutcome& last = outcomes[ran - 1];
    if (request.payload_spilled) truncate(input_spill_.get());
    if (last.output_offset + last.output_size > output_area.size) truncate(output_spill_.get());
    if (last.message_offset + last.message_size > message_area.size) truncate(message_spill_.get());
    return results;
}

std::vector<RunResult> run_on_fresh_worker(const gavel_problem* plugin, const IsolatedFunction* callback,
                                           std::span<const PluginCall> calls, std::unique_ptr<PluginWorker>& started) {
    // Under ASan a worker forked while another judge thread held the sanitizer's allocator lock hangs on it
    // before it serves, and is killed at the first call's wall limit; nothing ran, so the next one may run it.
    for (int start = 0; start < fresh_worker_starts; ++start) {
        started = std::make_unique<PluginWorker>(plugin, callback);
        if (auto results = started->run(calls)) return *std::move(results);
    }
    started.reset();
    RunResult never_ran;
    never_ran.ending = RunResult::Ending::not_started;
    never_ran.message = "no plugin worker took the call up, " + std::to_string(fresh_worker_starts) + " started";
    return {never_ran};
}

}  // namespace gavel
