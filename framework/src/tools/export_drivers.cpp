// The main.cpp gavel export writes beside a plugin's source in output_validator/ and input_validators/plugin/.
// Each calls the plugin's descriptor, compiled in from the plugin's own source, as gavel's host calls it (a
// pointer and a length in, messages through a gavel_writer), and turns the gavel_status into the format's exit
// codes. They include only gavel/plugin.h: the plugin's source brings the SDK with it.
#include "tools/export_parts.hpp"

namespace gavel::package_export {
namespace {

// What both drivers share: reading a whole stream, and the writer that collects messages.
constexpr std::string_view common = R"driver(
#include <cstdio>
#include <string>

#include "gavel/plugin.h"

namespace {

// Every byte of `file` into `bytes`; false when reading failed.
bool read_all(std::FILE* file, std::string& bytes) {
    char buffer[1 << 16];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, file)) > 0;) bytes.append(buffer, got);
    return std::ferror(file) == 0;
}

// The gavel_writer callback: appends to the std::string its context points to.
int append(void* context, const char* data, std::size_t size) {
    static_cast<std::string*>(context)->append(data, size);
    return 0;
}
)driver";

// What the output validators share: the input and answer files, and the feedback files they leave.
constexpr std::string_view feedback_files = R"driver(
bool read_file(const char* path, std::string& bytes) {
    std::FILE* file = std::fopen(path, "rb");
    if (file == nullptr) return false;
    const bool read = read_all(file, bytes);
    std::fclose(file);
    return read;
}

// Appends `text` as a line to the feedback file `name` (appended: a judge may give every pass the same folder).
void write_feedback(std::string folder, const char* name, const std::string& text) {
    if (!folder.empty() && folder.back() != '/') folder += '/';
    std::FILE* file = std::fopen((folder + name).c_str(), "ab");
    if (file == nullptr) return;
    std::fwrite(text.data(), 1, text.size(), file);
    if (!text.empty() && text.back() != '\n') std::fputc('\n', file);
    std::fclose(file);
}
)driver";

constexpr std::string_view output_head = R"driver(// The output validator of a gavel problem exported as a problem package (format 2025-09), written by
// `gavel export`: it judges with the problem plugin's own check(), compiled in from the plugin's source beside
// this file and called through the plugin's descriptor as gavel calls it.
//
//     output_validator input_file answer_file feedback_dir [arguments] < team_output
//
// Exits 42 when check() accepts, 43 when it finds a wrong answer (or a presentation error: the format has no such
// verdict), with check()'s message in feedback_dir/judgemessage.txt. When check() itself fails (an exception, no
// memory) it exits 1, the format's judge error, with the message in judgeerror.txt and on standard error.
)driver";

constexpr std::string_view output_body = R"driver(
}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input_file answer_file feedback_dir < team_output\n", argv[0]);
        return 1;
    }
    std::string input, answer, output;
    if (!read_file(argv[1], input) || !read_file(argv[2], answer) || !read_all(stdin, output)) {
        std::fprintf(stderr, "cannot read the input file %s, the answer file %s or the team output\n", argv[1], argv[2]);
        return 1;
    }
    const gavel_problem* problem = gavel_get_problem();
    if (problem == nullptr || problem->check == nullptr) {
        std::fprintf(stderr, "the plugin has no check()\n");
        return 1;
    }
    std::string message;
    const gavel_writer writer{&message, append};
    const int status = problem->check(input.data(), input.size(), output.data(), output.size(), answer.data(),
                                      answer.size(), &writer);
    switch (status) {
        case GAVEL_OK:
            if (!message.empty()) write_feedback(argv[3], "judgemessage.txt", message);
            return 42;
        case GAVEL_WRONG_ANSWER:
            write_feedback(argv[3], "judgemessage.txt", message);
            return 43;
        case GAVEL_PRESENTATION_ERROR:
            write_feedback(argv[3], "judgemessage.txt", "presentation error: " + message);
            return 43;
        default:
            write_feedback(argv[3], "judgeerror.txt", message);
            std::fprintf(stderr, "check() failed (gavel_status %d): %s\n", status, message.c_str());
            return 1;
    }
}
)driver";

constexpr std::string_view interactive_head = R"driver(// The interactive output validator of a gavel problem exported as a problem package (format 2025-09), written
// by `gavel export`: it talks to the submission with the problem plugin's own interact(), compiled in from the
// plugin's source beside this file and called through the plugin's descriptor as gavel calls it.
//
//     output_validator input_file answer_file feedback_dir [arguments] < submission's output > submission's input
//
// Exits 42 when interact() accepts, 43 when it finds a wrong answer, with its message in
// feedback_dir/judgemessage.txt; 1 when interact() itself failed, the message in judgeerror.txt and on standard
// error.
)driver";

constexpr std::string_view interactive_body = R"driver(
// The channel to the submission: its output is our standard input, its input our standard output. A read takes
// what the submission has written so far (fread would wait to fill its buffer: both sides would wait for ever);
// replies go through stdio's buffer, delivered on flush().
ptrdiff_t read_submission(void*, char* data, std::size_t capacity) {
    for (;;) {
        const ssize_t got = ::read(0, data, capacity);
        if (got >= 0 || errno != EINTR) return got;
    }
}
int write_submission(void*, const char* data, std::size_t size) { return std::fwrite(data, 1, size, stdout) == size ? 0 : 1; }
int flush_submission(void*) { return std::fflush(stdout) == 0 ? 0 : 1; }

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s input_file answer_file feedback_dir < submission's output > its input\n", argv[0]);
        return 1;
    }
    std::signal(SIGPIPE, SIG_IGN);  // a submission that ends while a reply is on its way must not kill the validator
    std::string input, answer;
    if (!read_file(argv[1], input) || !read_file(argv[2], answer)) {
        std::fprintf(stderr, "cannot read the input file %s or the answer file %s\n", argv[1], argv[2]);
        return 1;
    }
    const gavel_problem* problem = gavel_get_problem();
    if (problem == nullptr || problem->struct_size <= offsetof(gavel_problem, interact) || problem->interact == nullptr) {
        std::fprintf(stderr, "the plugin has no interact()\n");
        return 1;
    }
    std::string message;
    const gavel_writer writer{&message, append};
    const gavel_channel submission{nullptr, read_submission, write_submission, flush_submission};
    const int status = problem->interact(input.data(), input.size(), answer.data(), answer.size(), &submission, &writer);
    switch (status) {
        case GAVEL_OK:
            write_feedback(argv[3], "judgemessage.txt", message);
            return 42;
        case GAVEL_WRONG_ANSWER:
        case GAVEL_PRESENTATION_ERROR:
            write_feedback(argv[3], "judgemessage.txt", message);
            return 43;
        default:
            write_feedback(argv[3], "judgeerror.txt", message);
            std::fprintf(stderr, "interact() failed (gavel_status %d): %s\n", status, message.c_str());
            return 1;
    }
}
)driver";

constexpr std::string_view input_head = R"driver(// An input validator of a gavel problem exported as a problem package (format 2025-09), written by
// `gavel export`: it validates with the problem plugin's own validate(), compiled in from the plugin's source
// beside this file and called through the plugin's descriptor as gavel calls it.
//
//     input_validator [arguments] < input
//
// Exits 42 when the input is valid, 43 when it is not (validate()'s message on standard output, naming the line),
// and 1 when validate() itself failed (an exception, no memory), its message on standard error.
)driver";

constexpr std::string_view input_body = R"driver(
}  // namespace

int main() {
    std::string input;
    if (!read_all(stdin, input)) {
        std::fprintf(stderr, "cannot read standard input\n");
        return 1;
    }
    const gavel_problem* problem = gavel_get_problem();
    if (problem == nullptr || problem->validate == nullptr) {
        std::fprintf(stderr, "the plugin has no validate()\n");
        return 1;
    }
    std::string message;
    const gavel_writer writer{&message, append};
    const int status = problem->validate(input.data(), input.size(), &writer);
    if (status == GAVEL_OK) return 42;
    if (status == GAVEL_INVALID_INPUT) {
        std::printf("%s\n", message.c_str());
        return 43;
    }
    std::fprintf(stderr, "validate() failed (gavel_status %d): %s\n", status, message.c_str());
    return 1;
}
)driver";

}  // namespace

const std::string& output_validator_driver() {
    static const std::string text = std::string(output_head) + std::string(common) + std::string(feedback_files) + std::string(output_body);
    return text;
}

const std::string& interactive_validator_driver() {
    static const std::string text = std::string(interactive_head) + "\n#include <unistd.h>\n\n#include <cerrno>\n#include <csignal>\n#include <cstddef>\n" + std::string(common) +
                                    std::string(feedback_files) + std::string(interactive_body);
    return text;
}

const std::string& input_validator_driver() {
    static const std::string text = std::string(input_head) + std::string(common) + std::string(input_body);
    return text;
}

}  // namespace gavel::package_export
