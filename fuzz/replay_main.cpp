// A driver that runs a libFuzzer harness without libFuzzer (any compiler): it
// feeds each file given on the command line, then fixed-seed mutations of it
// (bytes flipped, inserted, deleted, lines repeated or dropped), to
// LLVMFuzzerTestOneInput. The test suite runs it over a small seed corpus as a
// fuzz smoke (issue 14); a crash, a sanitizer report or an exception other
// than acausal::Error (which the harnesses catch) fails the test. Long runs
// use the libFuzzer build (fuzz/CMakeLists.txt).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

// ACAUSAL_FUZZ_LAST=FILE: each input is written to FILE before it runs, so
// that after a crash FILE holds the input that crashed.
const char* const last_input_file = std::getenv("ACAUSAL_FUZZ_LAST");

void run(const std::string& input) {
  if (last_input_file) std::ofstream(last_input_file, std::ios::binary) << input;
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
}

// One random edit of `s`; the characters favour those that matter to the
// parsers (digits, signs, separators, newlines, '=' and letters of keys).
std::string mutate(std::string s, std::mt19937& rng) {
  static const std::string alphabet = "0123456789.eE+-=# \n\tnaifxNAIF,;abdmlj";
  auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n)(rng); };
  const std::size_t edits = 1 + pick(3);
  for (std::size_t k = 0; k < edits; ++k) {
    switch (pick(4)) {
      case 0:  // replace a byte
        if (!s.empty()) s[pick(s.size() - 1)] = alphabet[pick(alphabet.size() - 1)];
        break;
      case 1:  // insert a byte
        s.insert(s.begin() + static_cast<std::ptrdiff_t>(pick(s.size())),
                 alphabet[pick(alphabet.size() - 1)]);
        break;
      case 2:  // delete a run of bytes
        if (!s.empty()) {
          const std::size_t at = pick(s.size() - 1);
          s.erase(at, 1 + pick(8));
        }
        break;
      case 3: {  // repeat a line
        const std::size_t at = s.empty() ? 0 : pick(s.size() - 1);
        const std::size_t begin = s.rfind('\n', at) == std::string::npos ? 0 : s.rfind('\n', at);
        const std::size_t end = s.find('\n', at);
        s.insert(begin,
                 s.substr(begin, end == std::string::npos ? std::string::npos : end - begin));
        break;
      }
      default:  // an arbitrary byte anywhere
        if (!s.empty()) s[pick(s.size() - 1)] = static_cast<char>(pick(255));
        break;
    }
  }
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  // replay [--mutations N] FILE...
  int mutations = 0;
  int first = 1;
  if (argc > 2 && std::string(argv[1]) == "--mutations") {
    mutations = std::atoi(argv[2]);
    first = 3;
  }
  std::mt19937 rng(14);  // fixed seed: the same inputs on every run
  long inputs = 0;
  for (int i = first; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", argv[i]);
      return 1;
    }
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string seed = buffer.str();
    run(seed);
    ++inputs;
    std::string current = seed;
    for (int k = 0; k < mutations; ++k, ++inputs) {
      // Mostly one edit away from the seed, sometimes piling edits up.
      current = mutate(k % 4 == 0 ? current : seed, rng);
      run(current);
    }
  }
  std::printf("%ld inputs, no crash\n", inputs);
  return 0;
}
