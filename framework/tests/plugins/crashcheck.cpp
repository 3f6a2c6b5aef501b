// A problem whose own checker crashes when the output says "boom", loops on "hang", and otherwise accepts
// exactly "ok"; "quit" ends its worker with exit code 0: checker failures must be IE, never WA.
#include <gavel/sdk.hpp>

#include <csignal>
#include <cstdlib>
#include <string>

class CrashCheck : public gavel::Problem {
public:
    void solve(std::istream& in, std::ostream& out) override {
        std::string word;
        in >> word;
        out << word << '\n';
    }
    gavel::CheckResult check(std::string_view, std::string_view output, std::string_view) override {
        if (output == "boom\n") std::raise(SIGSEGV);
        if (output == "hang\n") {
            volatile int spin = 0;  // volatile: the loop must not be optimised away
            for (;;) spin = spin + 1;
        }
        if (output == "throw\n") throw std::runtime_error("checker exploded");
        if (output == "quit\n") std::_Exit(0);  // ends the worker with what reads as GAVEL_OK
        if (output == "ok\n") return gavel::accepted();
        if (output == "OK\n") return gavel::presentation_error("expected 'ok' in lower case");
        return gavel::wrong_answer("expected 'ok'");
    }
};

GAVEL_PROBLEM(CrashCheck, "crashcheck", "Crashing checker", "1.0")
