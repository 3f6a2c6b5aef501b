// gavel-interactor-host: a problem plugin's interact() as an interactive output validator of the package format,
// so that the judge runs it as it runs a package's (checkers/kattis_interactive.cpp): in a box of its own, its
// standard input the submission's output and its standard output the submission's input.
//
//   gavel-interactor-host PROBLEM.so input_file answer_file feedback_dir/
//
// Exit 42: accepted; 43: a wrong answer (a presentation error too: the format has no such verdict), the reason in
// feedback_dir/judgemessage.txt. Anything else is the interactor's failure, which the judge reports as its own
// (IE): exit 1 with the plugin's message in judgeerror.txt and on standard error, or 2 when the plugin does not load
// or the arguments are wrong.
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <string>

#include "base/errors.hpp"
#include "plugin/loader.hpp"

namespace {

constexpr int kattis_accepted = 42, kattis_wrong = 43, interactor_failed = 1, bad_usage = 2;

int write_all(int fd, const char* data, size_t size) {
    while (size > 0) {
        const ssize_t wrote = ::write(fd, data, size);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) return 1;
        data += wrote;
        size -= static_cast<size_t>(wrote);
    }
    return 0;
}

// The submission's side of the channel: what it writes arrives on descriptor 0, our replies leave on 1. Replies are
// written as the SDK flushes them (it queues them itself), so flush() has nothing left to do.
ptrdiff_t read_submission(void*, char* data, size_t capacity) {
    for (;;) {
        const ssize_t got = ::read(0, data, capacity);
        if (got >= 0 || errno != EINTR) return got;
    }
}
int write_submission(void*, const char* data, size_t size) { return write_all(1, data, size); }
int flush_submission(void*) { return 0; }

int write_message(void* context, const char* data, size_t size) {
    std::string& message = *static_cast<std::string*>(context);
    constexpr size_t kept = 64 << 10;  // the judge reads no more of a feedback file
    if (message.size() < kept) message.append(data, std::min(size, kept - message.size()));
    return 0;
}

bool read_whole(const char* file, std::string& bytes) {
    const int fd = ::open(file, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    char buffer[65536];
    ssize_t got = 0;
    while ((got = ::read(fd, buffer, sizeof buffer)) > 0 || (got < 0 && errno == EINTR))
        if (got > 0) bytes.append(buffer, static_cast<size_t>(got));
    ::close(fd);
    return got == 0;
}

// The feedback file `name` in `folder` holds `text`. Made new: a file the interactor's earlier run left is replaced.
void leave_feedback(const std::string& folder, const char* name, const std::string& text) {
    const std::string file = folder + (folder.empty() || folder.back() == '/' ? "" : "/") + name;
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) return;
    write_all(fd, text.data(), text.size());
    ::close(fd);
}

// Ends the host without unloading the plugin (see gavel-solver-host's end_host: a thread the plugin started may
// still run its code).
[[noreturn]] void end_host(int code) {
    std::fflush(nullptr);
    ::_exit(code);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: gavel-interactor-host PROBLEM.so input_file answer_file feedback_dir/\n");
        return bad_usage;
    }
    // The submission may end while a reply is on its way: that write fails (the SDK then drops the rest), it
    // does not kill the interactor.
    ::signal(SIGPIPE, SIG_IGN);
    std::string input, answer;
    if (!read_whole(argv[2], input) || !read_whole(argv[3], answer)) {
        std::fprintf(stderr, "gavel-interactor-host: cannot read %s or %s\n", argv[2], argv[3]);
        return bad_usage;
    }
    try {
        const auto plugin = gavel::ProblemPlugin::load(argv[1]);
        const gavel_interact_fn interact = plugin.descriptor().interact;
        if (interact == nullptr) {
            std::fprintf(stderr, "%s: the plugin has no interact(): it is not an interactive problem\n", argv[1]);
            end_host(bad_usage);
        }
        std::string message;
        const gavel_channel submission{nullptr, read_submission, write_submission, flush_submission};
        const gavel_writer message_writer{&message, write_message};
        const int status = interact(input.data(), input.size(), answer.data(), answer.size(), &submission, &message_writer);
        if (status == GAVEL_OK || status == GAVEL_WRONG_ANSWER || status == GAVEL_PRESENTATION_ERROR) {
            leave_feedback(argv[4], "judgemessage.txt", message);
            end_host(status == GAVEL_OK ? kattis_accepted : kattis_wrong);
        }
        const std::string failure = "interact() failed (status " + std::to_string(status) + ")" + (message.empty() ? "" : ": " + message);
        leave_feedback(argv[4], "judgeerror.txt", failure);
        std::fprintf(stderr, "%s\n", failure.c_str());
        end_host(interactor_failed);
    } catch (const gavel::InputError& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return bad_usage;
    }
}
