#include "stop_signals.hpp"

#include <csignal>

#include "plugin/worker.hpp"
#include "sandbox/box.hpp"

namespace gavel::cli {
namespace {

std::atomic<bool> stop_flag{false};
static_assert(std::atomic<bool>::is_always_lock_free);  // set from a signal handler

extern "C" void on_stop_signal(int) {
    stop_flag = true;
    sandbox::Box::kill_all();
    PluginWorker::abandon_all();
}

}  // namespace

const std::atomic<bool>& stop_on_signals() {
    static const bool installed = [] {
        struct sigaction action {};
        action.sa_handler = on_stop_signal;
        sigemptyset(&action.sa_mask);
        for (const int signal : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(signal, &action, nullptr);
        ::signal(SIGPIPE, SIG_IGN);
        return true;
    }();
    (void)installed;
    return stop_flag;
}

bool stop_requested() { return stop_flag.load(); }

}  // namespace gavel::cli
