// Results: lookup by name, interpolation, and a CSV that reads back exactly.
#include "core/results/results.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "core/errors.hpp"

namespace acausal {
namespace {

Results sample() {
  Results r({"a.x", "b.y"});
  const double rows[][2] = {{1.0, 0.1}, {2.0, 1.0 / 3.0}, {4.0, -5e-300}};
  r.append(0.0, rows[0]);
  r.append(1.0, rows[1]);
  r.append(1.0, rows[2]);  // an event: two rows at one time
  return r;
}

TEST(Results, InterpolatesAndTakesTheLaterValueAtAnEvent) {
  Results r = sample();
  EXPECT_DOUBLE_EQ(r.at("a.x", 0.5), 1.5);
  EXPECT_DOUBLE_EQ(r.at("a.x", 1.0), 4.0);
  EXPECT_DOUBLE_EQ(r.final("b.y"), -5e-300);
  EXPECT_THROW(r.column("a.z"), ModelError);
}

TEST(Results, CsvHasTimeFirstAndRoundTripsEveryDigit) {
  Results r = sample();
  const std::string path = std::string(ACAUSAL_BINARY_DIR) + "/results_test.csv";
  r.write_csv(path);
  std::ifstream in(path);
  std::string header, line;
  std::getline(in, header);
  EXPECT_EQ(header, "\"time\",\"a.x\",\"b.y\"");
  std::getline(in, line);
  std::getline(in, line);
  std::stringstream row(line);
  std::string t, x, y;
  std::getline(row, t, ',');
  std::getline(row, x, ',');
  std::getline(row, y, ',');
  EXPECT_EQ(std::stod(t), 1.0);
  EXPECT_EQ(std::stod(x), 2.0);
  EXPECT_EQ(std::stod(y), 1.0 / 3.0);  // 17 significant digits: exact
  std::remove(path.c_str());
}

}  // namespace
}  // namespace acausal
