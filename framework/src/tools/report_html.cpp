#include "tools/report_html.hpp"

#include <algorithm>
#include <cstdio>

#include "base/printable_text.hpp"
#include "judge/judge.hpp"

namespace gavel {
namespace {

// The stylesheet of both pages. The cell classes carry report_colours; a cell's colour is its verdict's.
std::string style() {
    return std::string("<style>\n"
           "body{font-family:sans-serif;margin:1.5em;color:#222;background:#fff}\n"
           "table{border-collapse:collapse;margin:0.5em 0}\n"
           "th,td{border:1px solid #999;padding:3px 8px;text-align:left;vertical-align:top}\n"
           "th{background:#f0f0f0}\n"
           "td.msg{font-family:monospace;white-space:pre-wrap;max-width:50em}\n"
           "td.num{text-align:right}\n"
           // The matrix has a column per group (boggle: 12): kept on one line each, so a row reads across.
           "table.matrix td,table.matrix th{white-space:nowrap;font-size:13px;padding:2px 5px}\n"
           ".ac{background:") + report_colours::accepted + "}\n"
           ".wa{background:" + report_colours::wrong_answer + "}\n"
           ".tle{background:" + report_colours::time_limit + "}\n"
           ".bad{background:" + report_colours::other_failure + "}\n"
           ".sk{background:" + report_colours::skipped + "}\n"
           ".warn{color:#a00000}\n"
           "svg{display:block;margin:0.5em 0}\n"
           "</style>\n";
}

// The class of a verdict's cell: one colour each for AC, WA (and PE, a wrong layout), TLE and SK, one for the rest.
const char* verdict_class(Verdict verdict) {
    switch (verdict) {
        case Verdict::accepted: return "ac";
        case Verdict::wrong_answer:
        case Verdict::presentation_error: return "wa";
        case Verdict::time_limit: return "tle";
        case Verdict::skipped: return "sk";
        default: return "bad";
    }
}

// A plot point's fill: darker than the cells, to stand out on white.
const char* point_colour(Verdict verdict) {
    switch (verdict) {
        case Verdict::accepted: return "#1b7f3b";
        case Verdict::wrong_answer:
        case Verdict::presentation_error: return "#c0392b";
        case Verdict::time_limit: return "#d08000";
        default: return "#6c35a8";
    }
}

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

// A tick's milliseconds: whole ones on a scale of seconds, tenths on one of a few milliseconds.
std::string tick_label(double ms, double highest) {
    char text[32];
    std::snprintf(text, sizeof text, highest >= 20 ? "%.0f" : "%.1f", ms);
    return text;
}

std::string verdict_cell(Verdict verdict, const std::string& extra = "") {
    return std::string("<td class=\"") + verdict_class(verdict) + "\">" + std::string(short_name(verdict)) +
           (extra.empty() ? "" : " " + extra) + "</td>";
}

std::string page(const std::string& title, const std::string& body) {
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           // Nothing to load: the page is whole. Anything that slipped past escaping still fetches nothing.
           "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
           "<title>" + markup_text(title) + "</title>\n" + style() + "</head>\n<body>\n" + body + "</body>\n</html>\n";
}

std::string score_text(const Report& report) {
    return format_score(report.score) + " / " + format_score(report.max_score);
}

// A row per test: where it is, its verdict, its figures, and its message (a compiler's first, above the rows).
std::string tests_table(const Report& report) {
    std::string html;
    if (report.compile_error) html += "<p>Compilation failed:</p>\n<pre>" + markup_text(*report.compile_error) + "</pre>\n";
    html += "<table class=\"tests\">\n<tr><th>#</th><th>test</th><th>verdict</th><th>CPU</th><th>memory</th><th>message</th></tr>\n";
    for (std::size_t i = 0; i < report.tests.size(); ++i) {
        const TestResult& test = report.tests[i];
        html += "<tr><td class=\"num\">" + std::to_string(i + 1) + "</td><td>" + markup_text(test.group + "/" + test.name) + "</td>" +
                verdict_cell(test.verdict) + "<td class=\"num\">" + markup_text(format_cpu(test)) + "</td><td class=\"num\">" +
                markup_text(format_memory(test)) + "</td><td class=\"msg\">" + markup_text(test.message) + "</td></tr>\n";
    }
    return html + "</table>\n";
}

}  // namespace

std::string time_plot_svg(const Report& report, std::span<const Duration> time_limits) {
    constexpr double width = 800, height = 260, left = 70, right = 20, top = 15, bottom = 40;
    const double plot_width = width - left - right, plot_height = height - top - bottom;
    const std::size_t count = report.tests.size();
    // The scale reaches past the highest limit and the slowest test, so both show whole; 1 ms when nothing ran.
    double highest = 1;
    for (std::size_t i = 0; i < count; ++i) {
        if (report.tests[i].cpu) highest = std::max(highest, to_ms(*report.tests[i].cpu));
        if (i < time_limits.size()) highest = std::max(highest, to_ms(time_limits[i]));
    }
    highest *= 1.1;
    const double slot = count == 0 ? plot_width : plot_width / static_cast<double>(count);
    auto y_of = [&](double ms) { return top + plot_height * (1 - ms / highest); };

    // No xmlns: SVG inline in HTML needs none, and the page holds no URL at all, not even as a name.
    std::string svg = "<svg class=\"plot\" width=\"" + number(width) + "\" height=\"" +
                      number(height) + "\" role=\"img\" aria-label=\"CPU time per test against the time limit\">\n";
    svg += "<rect x=\"" + number(left) + "\" y=\"" + number(top) + "\" width=\"" + number(plot_width) + "\" height=\"" +
           number(plot_height) + "\" fill=\"#fafafa\" stroke=\"#888\"/>\n";
    for (const double share : {0.0, 0.25, 0.5, 0.75, 1.0}) {
        const double ms = highest * share, y = y_of(ms);
        svg += "<line x1=\"" + number(left - 4) + "\" y1=\"" + number(y) + "\" x2=\"" + number(left) + "\" y2=\"" + number(y) +
               "\" stroke=\"#888\"/><text x=\"" + number(left - 6) + "\" y=\"" + number(y + 4) +
               "\" font-size=\"11\" text-anchor=\"end\">" + tick_label(ms, highest) + "</text>\n";
    }
    svg += "<text x=\"14\" y=\"" + number(top + plot_height / 2) + "\" font-size=\"12\" text-anchor=\"middle\" transform=\"rotate(-90 14 " +
           number(top + plot_height / 2) + ")\">CPU time (ms)</text>\n";
    svg += "<text x=\"" + number(left + plot_width / 2) + "\" y=\"" + number(height - 8) +
           "\" font-size=\"12\" text-anchor=\"middle\">test (1 to " + std::to_string(count) + ", suite order)</text>\n";
    // The limit: a step across each test's slot at its own limit, so per-test limits show as steps. Crisp edges
    // keep the line its exact colour (no blending with the background), which the screenshot test looks for.
    std::string limit_path;
    for (std::size_t i = 0; i < count && i < time_limits.size(); ++i) {
        const double y = y_of(to_ms(time_limits[i])), x = left + slot * static_cast<double>(i);
        limit_path += (i == 0 ? "M" : "L") + number(x) + " " + number(y) + " L" + number(x + slot) + " " + number(y) + " ";
    }
    if (!limit_path.empty())
        svg += "<path class=\"limit\" d=\"" + limit_path + "\" fill=\"none\" stroke=\"" + report_colours::limit_line +
               "\" stroke-width=\"3\" shape-rendering=\"crispEdges\"><title>time limit</title></path>\n";
    for (std::size_t i = 0; i < count; ++i) {
        const TestResult& test = report.tests[i];
        if (!test.cpu) continue;  // not measured: no point rather than a made-up 0
        svg += "<circle class=\"test\" cx=\"" + number(left + slot * (static_cast<double>(i) + 0.5)) + "\" cy=\"" +
               number(y_of(to_ms(*test.cpu))) + "\" r=\"4\" fill=\"" + point_colour(test.verdict) + "\"><title>" +
               markup_text(test.group + "/" + test.name) + " " + std::string(short_name(test.verdict)) + " " +
               markup_text(format_cpu(test)) + "</title></circle>\n";
    }
    return svg + "</svg>\n";
}

namespace {

std::string matrix_table(const VerifyMatrix& matrix) {
    std::string html = "<table class=\"matrix\">\n<tr><th>solution</th><th>expected</th><th>got</th>";
    for (const auto& group : matrix.groups) html += "<th>" + markup_text(group) + "</th>";
    html += "</tr>\n";
    for (const auto& row : matrix.rows) {
        html += "<tr><td>" + markup_text(row.solution) + "</td><td>" + markup_text(row.expected) + "</td>";
        html += row.not_run ? std::string("<td class=\"sk\">not run</td>")
                            : verdict_cell(row.got, row.as_expected ? "" : "<span class=\"warn\">(not as expected)</span>");
        for (const auto& cell : row.cells) html += verdict_cell(cell.verdict, cell.worst ? markup_text(format_duration(*cell.worst)) : "");
        html += "</tr>\n";
    }
    return html + "</table>\n";
}

std::string mark_text(const char* what, const std::optional<TimeMark>& mark) {
    if (!mark) return std::string("<li>") + what + ": none</li>\n";
    return std::string("<li>") + what + ": " + markup_text(mark->solution) + " on " + markup_text(mark->test) + ", " +
           (mark->at_least ? "at least " : "") + markup_text(format_duration(mark->time)) + " of a " +
           markup_text(format_duration(mark->limit)) + " limit</li>\n";
}

}  // namespace

std::vector<Duration> graded_time_limits(const Problem& problem, std::optional<Duration> every_test) {
    std::vector<Duration> limits = time_limits_of(problem);
    if (every_test) std::fill(limits.begin(), limits.end(), *every_test);
    return limits;
}

std::string grade_report_html(const Report& report, std::span<const Duration> time_limits) {
    std::string body = "<h1>" + markup_text(report.problem) + ": " + markup_text(report.solution) + "</h1>\n";
    body += "<p>Verdict: <span class=\"" + std::string(verdict_class(report.verdict)) + "\">" +
            markup_text(long_name(report.verdict)) + "</span>. Score: " + score_text(report) + ".</p>\n";
    body += "<h2>CPU time per test</h2>\n" + time_plot_svg(report, time_limits);
    body += "<h2>Tests</h2>\n" + tests_table(report);
    return page("gavel grade " + report.problem + " " + report.solution, body);
}

std::string verify_report_html(std::span<const VerifiedProblem> problems) {
    std::string body = "<h1>gavel verify</h1>\n";
    for (const auto& problem : problems) {
        body += "<h2>" + markup_text(problem.matrix.problem) + "</h2>\n" + matrix_table(problem.matrix);
        body += "<ul>\n" + mark_text("slowest accepted", problem.matrix.slowest_accepted) +
                mark_text("fastest time limit exceeded", problem.matrix.fastest_rejected) + "</ul>\n";
        for (const auto& warning : problem.matrix.time_limit_warnings) body += "<p class=\"warn\">" + markup_text(warning) + "</p>\n";
        for (const auto& row : problem.rows) {
            const Report& report = row.report;
            body += "<h3>" + markup_text(row.solution) + "</h3>\n";
            if (!row.not_run.empty()) {
                body += "<p>Not run: " + markup_text(row.not_run) + "</p>\n";
                continue;
            }
            body += "<p>Expected " + markup_text(row.expected_text.empty() ? std::string(long_name(row.expected)) : row.expected_text) +
                    ", got <span class=\"" + verdict_class(row.got) + "\">" + markup_text(long_name(row.got)) + "</span>" +
                    (row.as_expected ? "" : " <span class=\"warn\">(not as expected)</span>") + ". Score: " + score_text(report) + ".</p>\n";
            body += time_plot_svg(report, problem.time_limits);
            body += "<details><summary>" + std::to_string(report.tests.size()) + " tests</summary>\n" + tests_table(report) + "</details>\n";
        }
    }
    return page("gavel verify", body);
}

}  // namespace gavel
